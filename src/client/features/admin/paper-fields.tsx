import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import type { FieldErrors } from "./form-errors";
import { FieldError, inputClass } from "./form-field";
import type { PaperDraft, RuleDraft } from "./paper-draft";
import { adminQuizzesMessages } from "./quizzes-messages";

const MAX_SECTIONS = 10;
const TYPE_KEYS = { single: "typeSingle", multiple: "typeMultiple", numerical: "typeNumerical" } as const;

/** A paper's sections with their minutes, and its marking: the whole paper's, then per type or section. */
export function PaperFields({
  idPrefix,
  draft,
  setDraft,
  errors,
}: {
  idPrefix: string;
  draft: PaperDraft;
  setDraft: (d: PaperDraft) => void;
  errors: FieldErrors;
}) {
  const t = useT(adminQuizzesMessages);
  const setSection = (i: number, part: Partial<PaperDraft["sections"][number]>) =>
    setDraft({ ...draft, sections: draft.sections.map((s, j) => (j === i ? { ...s, ...part } : s)) });
  const setRule = (i: number, part: Partial<RuleDraft>) =>
    setDraft({ ...draft, rules: draft.rules.map((r, j) => (j === i ? { ...r, ...part } : r)) });
  const named = draft.sections.map((s) => s.name.trim()).filter(Boolean);
  const sectionsError = Object.entries(errors).find(([path]) => path.startsWith("sections"))?.[1];
  const markingError = Object.entries(errors).find(([path]) => path.startsWith("marking"))?.[1];
  return (
    <div className="grid gap-4 sm:col-span-2">
      <fieldset className="grid gap-2" aria-describedby={`${idPrefix}-sections-hint`}>
        <legend className="text-sm font-medium text-slate-800">{t("sections")}</legend>
        <p id={`${idPrefix}-sections-hint`} className="text-xs text-slate-600">
          {t("sectionsHint")}
        </p>
        {draft.sections.map((section, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their place is who they are
          <div key={i} className="grid grid-cols-[minmax(0,1fr)_7rem_auto] items-center gap-2">
            <input
              className={inputClass}
              aria-label={t("sectionName", { n: i + 1 })}
              value={section.name}
              maxLength={120}
              onChange={(e) => setSection(i, { name: e.target.value })}
            />
            <input
              className={inputClass}
              aria-label={t("sectionMinutes", { n: i + 1 })}
              type="number"
              inputMode="numeric"
              min={1}
              placeholder={t("minutesPlaceholder")}
              value={section.minutes}
              onChange={(e) => setSection(i, { minutes: e.target.value })}
            />
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label={t("removeSection", { n: i + 1 })}
              onClick={() => setDraft({ ...draft, sections: draft.sections.filter((_, j) => j !== i) })}
            >
              <X className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        ))}
        {sectionsError ? <FieldError label={t("sections")} message={sectionsError} /> : null}
        {draft.sections.length < MAX_SECTIONS ? (
          <div>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => setDraft({ ...draft, sections: [...draft.sections, { name: "", minutes: "" }] })}
            >
              <Plus className="h-4 w-4" aria-hidden />
              {t("addSection")}
            </Button>
          </div>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-2" aria-describedby={`${idPrefix}-marking-hint`}>
        <legend className="text-sm font-medium text-slate-800">{t("marking")}</legend>
        <p id={`${idPrefix}-marking-hint`} className="text-xs text-slate-600">
          {t("markingHint")}
        </p>
        <div className="grid grid-cols-2 gap-2">
          <label className="grid gap-1 text-sm">
            {t("marksRight")}
            <input
              className={inputClass}
              inputMode="decimal"
              value={draft.markingCorrect}
              onChange={(e) => setDraft({ ...draft, markingCorrect: e.target.value })}
              aria-invalid={Boolean(errors.markingCorrect)}
            />
          </label>
          <label className="grid gap-1 text-sm">
            {t("marksWrong")}
            <input
              className={inputClass}
              inputMode="decimal"
              value={draft.markingWrong}
              onChange={(e) => setDraft({ ...draft, markingWrong: e.target.value })}
              aria-invalid={Boolean(errors.markingWrong)}
            />
          </label>
        </div>
        {draft.rules.length ? <p className="text-sm font-medium text-slate-800">{t("rules")}</p> : null}
        {draft.rules.map((rule, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their place is who they are
            key={i}
            className="grid grid-cols-2 items-center gap-2 rounded-lg bg-slate-50 p-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_6rem_6rem_auto]"
          >
            <select
              className={inputClass}
              aria-label={t("ruleSection", { n: i + 1 })}
              value={rule.section}
              onChange={(e) => setRule(i, { section: e.target.value })}
            >
              <option value="">{t("allSections")}</option>
              {[...new Set([...named, ...(rule.section ? [rule.section] : [])])].map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <select
              className={inputClass}
              aria-label={t("ruleType", { n: i + 1 })}
              value={rule.type}
              onChange={(e) => setRule(i, { type: e.target.value })}
            >
              <option value="">{t("allTypes")}</option>
              {(["single", "multiple", "numerical"] as const).map((type) => (
                <option key={type} value={type}>
                  {t(TYPE_KEYS[type])}
                </option>
              ))}
            </select>
            <input
              className={inputClass}
              inputMode="decimal"
              aria-label={t("ruleRight", { n: i + 1 })}
              value={rule.correct}
              onChange={(e) => setRule(i, { correct: e.target.value })}
            />
            <input
              className={inputClass}
              inputMode="decimal"
              aria-label={t("ruleWrong", { n: i + 1 })}
              value={rule.wrong}
              onChange={(e) => setRule(i, { wrong: e.target.value })}
            />
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label={t("removeRule", { n: i + 1 })}
              onClick={() => setDraft({ ...draft, rules: draft.rules.filter((_, j) => j !== i) })}
            >
              <X className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        ))}
        {markingError ? <FieldError label={t("marking")} message={markingError} /> : null}
        <div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() =>
              setDraft({
                ...draft,
                rules: [...draft.rules, { section: "", type: "", correct: "", wrong: "" }],
              })
            }
          >
            <Plus className="h-4 w-4" aria-hidden />
            {t("addRule")}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
