import { QUESTIONS_PAGE_SIZES } from "@shared/contract/admin";
import type { Difficulty, ExamType, QuestionStatus, QuestionType } from "@shared/contract/common";
import { useT } from "@/i18n/use-t";
import { SelectField, TextField } from "./form-field";
import { adminQuestionsMessages } from "./questions-messages";
import { QuizExamFilters } from "./quiz-exam-filters";
import { DifficultyOptions } from "./select-options";

/** The bank's filters as the tab holds them; "" is "any". */
export type BankFilter = {
  quizId: number | null;
  examType: ExamType | "";
  subject: string;
  topic: string;
  chapter: string;
  type: QuestionType | "";
  difficulty: Difficulty | "";
  language: "hindi" | "english-only" | "";
  status: QuestionStatus | "";
  usedIn: "any" | "none" | "";
  flagged: boolean;
  pageSize: number;
};

export const NO_FILTER: BankFilter = {
  quizId: null,
  examType: "",
  subject: "",
  topic: "",
  chapter: "",
  type: "",
  difficulty: "",
  language: "",
  status: "",
  usedIn: "",
  flagged: false,
  pageSize: 20,
};

/** The filter as GET /api/admin/questions takes it (empty ones left out). */
export function filterQuery(filter: BankFilter) {
  return {
    ...(filter.quizId ? { quizId: filter.quizId } : {}),
    ...(filter.examType ? { examType: filter.examType } : {}),
    ...(filter.subject.trim() ? { subject: filter.subject.trim() } : {}),
    ...(filter.topic.trim() ? { topic: filter.topic.trim() } : {}),
    ...(filter.chapter.trim() ? { chapter: filter.chapter.trim() } : {}),
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.difficulty ? { difficulty: filter.difficulty } : {}),
    ...(filter.language ? { language: filter.language } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.usedIn ? { usedIn: filter.usedIn } : {}),
    ...(filter.flagged ? { flagged: "true" as const } : {}),
    pageSize: filter.pageSize,
  };
}

/** Selects for every filter, two a row on a phone; each change goes to `onChange` whole. */
export function BankFilters({
  filter,
  onChange,
}: {
  filter: BankFilter;
  onChange: (next: BankFilter) => void;
}) {
  const t = useT(adminQuestionsMessages);
  const set = <K extends keyof BankFilter>(key: K, value: BankFilter[K]) =>
    onChange({ ...filter, [key]: value });
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="bank-filters">
      <legend className="sr-only">{t("searchBank")}</legend>
      <QuizExamFilters
        idPrefix="bank"
        quizId={filter.quizId}
        examType={filter.examType}
        onChange={(change) => onChange({ ...filter, ...change })}
      />
      <SelectField
        id="bank-type"
        label={t("filterType")}
        value={filter.type}
        onChange={(e) => set("type", e.target.value as BankFilter["type"])}
      >
        <option value="">{t("allTypes")}</option>
        <option value="single">{t("typeSingle")}</option>
        <option value="multiple">{t("typeMultiple")}</option>
        <option value="numerical">{t("typeNumerical")}</option>
      </SelectField>
      <SelectField
        id="bank-difficulty"
        label={t("filterDifficulty")}
        value={filter.difficulty}
        onChange={(e) => set("difficulty", e.target.value as BankFilter["difficulty"])}
      >
        <option value="">{t("allDifficulties")}</option>
        <DifficultyOptions />
      </SelectField>
      <SelectField
        id="bank-language"
        label={t("filterLanguage")}
        value={filter.language}
        onChange={(e) => set("language", e.target.value as BankFilter["language"])}
      >
        <option value="">{t("anyLanguage")}</option>
        <option value="hindi">{t("hasHindi")}</option>
        <option value="english-only">{t("englishOnly")}</option>
      </SelectField>
      <SelectField
        id="bank-status"
        label={t("filterStatus")}
        value={filter.status}
        onChange={(e) => set("status", e.target.value as BankFilter["status"])}
      >
        <option value="">{t("anyStatus")}</option>
        <option value="draft">{t("statusDraft")}</option>
        <option value="published">{t("statusPublished")}</option>
      </SelectField>
      <SelectField
        id="bank-used"
        label={t("filterUse")}
        value={filter.usedIn}
        onChange={(e) => set("usedIn", e.target.value as BankFilter["usedIn"])}
      >
        <option value="">{t("anyUse")}</option>
        <option value="any">{t("usedAny")}</option>
        <option value="none">{t("usedNone")}</option>
      </SelectField>
      <SelectField
        id="bank-page-size"
        label={t("pageSize")}
        value={String(filter.pageSize)}
        onChange={(e) => set("pageSize", Number(e.target.value))}
      >
        {QUESTIONS_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </SelectField>
      <TextField
        id="bank-subject"
        label={t("filterSubject")}
        value={filter.subject}
        onChange={(e) => set("subject", e.target.value)}
      />
      <TextField
        id="bank-topic"
        label={t("filterTopic")}
        value={filter.topic}
        onChange={(e) => set("topic", e.target.value)}
      />
      <TextField
        id="bank-chapter"
        label={t("filterChapter")}
        value={filter.chapter}
        onChange={(e) => set("chapter", e.target.value)}
      />
      <label className="col-span-2 flex items-center gap-2 self-end py-2 text-sm font-medium text-slate-800 sm:col-span-1">
        <input
          type="checkbox"
          className="size-5"
          checked={filter.flagged}
          onChange={(e) => set("flagged", e.target.checked)}
        />
        {t("filterFlagged")}
      </label>
    </fieldset>
  );
}
