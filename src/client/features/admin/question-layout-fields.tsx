import type { QuestionStructure } from "@shared/contract/question-structure";
import { flattenStructure, type StructureLanguage } from "@shared/question-structure";
import { QuestionText } from "@/components/question-text";
import { useT } from "@/i18n/use-t";
import type { FieldErrors } from "./form-errors";
import { SelectField, TextAreaField } from "./form-field";
import { type Draft, layoutOf, withLayout } from "./question-draft";
import { adminQuestionsMessages } from "./questions-messages";
import { LAYOUTS, type Layout } from "./structure-drafts";
import { StructureFields } from "./structure-fields";

const LAYOUT_KEYS = {
  plain: "layoutPlain",
  "assertion-reason": "layoutAssertion-reason",
  statements: "layoutStatements",
  "match-list": "layoutMatch-list",
  table: "layoutTable",
} as const satisfies Record<Layout, string>;

/** The structure as the learner's page lays it out, in its language. */
export function StructurePreview({
  label,
  structure,
  language,
}: {
  label: string;
  structure: QuestionStructure;
  language: StructureLanguage;
}) {
  return (
    <section
      aria-label={label}
      className="rounded-lg border border-dashed border-slate-300 p-3"
      data-testid={`structure-preview-${language}`}
      lang={language}
    >
      <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</p>
      <QuestionText
        text={flattenStructure(structure, language)}
        structure={structure}
        language={language}
        className="block whitespace-pre-line text-slate-900"
      />
    </section>
  );
}

/**
 * The question's wording in English: its layout (plain text or a structure), then the text box or
 * the structure's parts with a preview of how learners see them.
 */
export function QuestionLayoutFields({
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
  return (
    <>
      <SelectField
        id={`${idPrefix}-layout`}
        label={t("layout")}
        hint={t("layoutHint")}
        value={layoutOf(draft)}
        onChange={(e) => setDraft((d) => withLayout(d, e.target.value as Layout))}
      >
        {LAYOUTS.map((layout) => (
          <option key={layout} value={layout}>
            {t(LAYOUT_KEYS[layout])}
          </option>
        ))}
      </SelectField>
      {draft.structure ? (
        <>
          <StructureFields
            idPrefix={idPrefix}
            value={draft.structure}
            onChange={(structure) => setDraft((d) => ({ ...d, structure }))}
            errors={errors}
            errorKey="structure"
          />
          <StructurePreview label={t("preview")} structure={draft.structure} language="en" />
        </>
      ) : (
        <TextAreaField
          id={`${idPrefix}-text`}
          label={t("question")}
          error={errors.question}
          hint={t("mathHint")}
          rows={3}
          value={draft.question}
          onChange={(e) => setDraft((d) => ({ ...d, question: e.target.value }))}
        />
      )}
    </>
  );
}
