import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import type { FieldErrors } from "./form-errors";
import { TextAreaField } from "./form-field";
import { OptionInputs } from "./option-inputs";
import { type Draft, hindiPart, optionCountOf } from "./question-draft";
import { StructurePreview } from "./question-layout-fields";
import { adminQuestionsMessages } from "./questions-messages";
import { blankStructure } from "./structure-drafts";
import { StructureFields } from "./structure-fields";

/**
 * The optional Hindi version: the question's parts in Hindi when it is laid out as structure (with
 * their preview), else its Hindi text; then the Hindi options and explanation.
 */
export function QuestionHindiFields({
  idPrefix,
  draft,
  errors,
  setDraft,
}: {
  idPrefix: string;
  draft: Draft;
  errors: FieldErrors;
  setDraft: (update: (d: Draft) => Draft) => void;
}) {
  const t = useT(adminQuestionsMessages);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const hasErrors = Object.keys(errors).some(
    (k) => k.endsWith("Hi") || k.startsWith("optionsHi") || k.startsWith("structureHi"),
  );
  const structure = draft.structure;
  return (
    <details className="rounded-lg border border-slate-200 p-3" open={Boolean(hindiPart(draft)) || hasErrors}>
      <summary className="cursor-pointer text-sm font-semibold text-slate-800">{t("hindiVersion")}</summary>
      <div className="mt-3 grid gap-4" lang="hi">
        {structure && draft.structureHi ? (
          <>
            <StructureFields
              idPrefix={idPrefix}
              value={draft.structureHi}
              onChange={(structureHi) => set("structureHi", structureHi)}
              errors={errors}
              errorKey="structureHi"
            />
            <StructurePreview label={t("previewHi")} structure={draft.structureHi} language="hi" />
          </>
        ) : (
          <>
            <TextAreaField
              id={`${idPrefix}-text-hi`}
              label={t("questionHi")}
              error={errors.questionHi}
              rows={2}
              value={draft.questionHi}
              onChange={(e) => set("questionHi", e.target.value)}
            />
            {structure ? (
              <div>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => set("structureHi", blankStructure(structure.kind, "hi"))}
                >
                  {t("writeHindiParts")}
                </Button>
              </div>
            ) : null}
          </>
        )}
        {draft.type === "numerical" ? null : (
          <OptionInputs
            idPrefix={`${idPrefix}-hi`}
            legend={t("optionsHi")}
            values={draft.optionsHi.slice(0, optionCountOf(draft))}
            onChange={(i, v) =>
              setDraft((d) => ({ ...d, optionsHi: d.optionsHi.map((o, j) => (j === i ? v : o)) }))
            }
            errors={errors}
            errorKey="optionsHi"
          />
        )}
        <TextAreaField
          id={`${idPrefix}-explanation-hi`}
          label={t("explanationHi")}
          error={errors.explanationHi}
          rows={2}
          value={draft.explanationHi}
          onChange={(e) => set("explanationHi", e.target.value)}
        />
      </div>
    </details>
  );
}
