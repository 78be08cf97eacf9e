import { QUIZ_TIME_LIMIT_DEFAULT, QUIZ_TOTAL_QUESTIONS_DEFAULT } from "@shared/contract/admin";
import { QUIZ_KINDS } from "@shared/contract/common";
import { useT } from "@/i18n/use-t";
import type { FieldErrors } from "./form-errors";
import { SelectField, TextAreaField, TextField } from "./form-field";
import { EMPTY_PAPER, numberOrText, type PaperDraft, paperBody } from "./paper-draft";
import { PaperFields } from "./paper-fields";
import { adminQuizzesMessages, KIND_KEYS } from "./quizzes-messages";
import { DifficultyOptions, ExamOptionGroups } from "./select-options";
import { useAdminCategories } from "./use-admin-categories";

export type QuizDraft = {
  title: string;
  description: string;
  titleHi: string;
  descriptionHi: string;
  categoryId: string;
  timeLimit: string;
  totalQuestions: string;
  kind: string;
  difficulty: string;
  year: string;
  /** sections and marking */
  paper: PaperDraft;
};

export const EMPTY_DRAFT: QuizDraft = {
  title: "",
  description: "",
  titleHi: "",
  descriptionHi: "",
  categoryId: "",
  timeLimit: String(QUIZ_TIME_LIMIT_DEFAULT),
  totalQuestions: String(QUIZ_TOTAL_QUESTIONS_DEFAULT),
  kind: "practice",
  difficulty: "medium",
  year: "",
  paper: EMPTY_PAPER,
};

export function draftBody(d: QuizDraft) {
  return {
    title: d.title,
    description: d.description,
    titleHi: d.titleHi,
    descriptionHi: d.descriptionHi,
    categoryId: numberOrText(d.categoryId),
    timeLimit: numberOrText(d.timeLimit),
    totalQuestions: numberOrText(d.totalQuestions),
    kind: d.kind,
    difficulty: d.difficulty,
    ...(d.year.trim() ? { year: numberOrText(d.year) } : {}),
    ...paperBody(d.paper),
  };
}

export function QuizFields({
  idPrefix,
  draft,
  setDraft,
  errors,
}: {
  idPrefix: string;
  draft: QuizDraft;
  setDraft: (d: QuizDraft) => void;
  errors: FieldErrors;
}) {
  const t = useT(adminQuizzesMessages);
  const categories = useAdminCategories();
  const set = (key: Exclude<keyof QuizDraft, "paper">) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: e.target.value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-title`}
        label={t("title")}
        error={errors.title}
        className="sm:col-span-2"
        value={draft.title}
        onChange={set("title")}
        maxLength={200}
      />
      <TextAreaField
        id={`${idPrefix}-description`}
        label={t("descriptionOptional")}
        error={errors.description}
        className="sm:col-span-2"
        rows={2}
        value={draft.description}
        onChange={set("description")}
      />
      <TextField
        id={`${idPrefix}-title-hi`}
        label={t("titleHiOptional")}
        error={errors.titleHi}
        className="sm:col-span-2"
        lang="hi"
        value={draft.titleHi}
        onChange={set("titleHi")}
        maxLength={200}
      />
      <TextAreaField
        id={`${idPrefix}-description-hi`}
        label={t("descriptionHiOptional")}
        error={errors.descriptionHi}
        className="sm:col-span-2"
        lang="hi"
        rows={2}
        value={draft.descriptionHi}
        onChange={set("descriptionHi")}
      />
      <SelectField
        id={`${idPrefix}-category`}
        label={t("category")}
        error={errors.categoryId}
        value={draft.categoryId}
        onChange={set("categoryId")}
      >
        <option value="">{categories.isLoading ? t("loadingCategories") : t("chooseCategory")}</option>
        <ExamOptionGroups items={categories.data ?? []}>{(c) => c.name}</ExamOptionGroups>
      </SelectField>
      <SelectField
        id={`${idPrefix}-kind`}
        label={t("kind")}
        error={errors.kind}
        value={draft.kind}
        onChange={set("kind")}
      >
        {QUIZ_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(KIND_KEYS[k])}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${idPrefix}-time`}
        label={t("timeLimit")}
        error={errors.timeLimit}
        type="number"
        inputMode="numeric"
        min={1}
        max={600}
        value={draft.timeLimit}
        onChange={set("timeLimit")}
      />
      <TextField
        id={`${idPrefix}-total`}
        label={t("totalQuestions")}
        error={errors.totalQuestions}
        type="number"
        inputMode="numeric"
        min={1}
        max={500}
        value={draft.totalQuestions}
        onChange={set("totalQuestions")}
      />
      <SelectField
        id={`${idPrefix}-difficulty`}
        label={t("difficulty")}
        error={errors.difficulty}
        value={draft.difficulty}
        onChange={set("difficulty")}
      >
        <DifficultyOptions />
      </SelectField>
      <TextField
        id={`${idPrefix}-year`}
        label={t("yearOptional")}
        error={errors.year}
        type="number"
        inputMode="numeric"
        value={draft.year}
        onChange={set("year")}
      />
      <PaperFields
        idPrefix={idPrefix}
        draft={draft.paper}
        setDraft={(paper) => setDraft({ ...draft, paper })}
        errors={errors}
      />
    </div>
  );
}
