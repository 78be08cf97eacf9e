import type { ExamType } from "@shared/contract/common";
import { useT } from "@/i18n/use-t";
import { SelectField } from "./form-field";
import { QuizSelectField } from "./quiz-select";
import { adminQuizzesMessages } from "./quizzes-messages";
import { ExamOptions } from "./select-options";

/**
 * The quiz and exam filters the question bank and the report queue share: each change goes to
 * `onChange` with the filter it set, so the list can also go back to its first page.
 */
export function QuizExamFilters({
  idPrefix,
  quizId,
  examType,
  onChange,
}: {
  idPrefix: string;
  quizId: number | null;
  examType: ExamType | "";
  onChange: (change: { quizId: number | null } | { examType: ExamType | "" }) => void;
}) {
  const t = useT(adminQuizzesMessages);
  return (
    <>
      <QuizSelectField
        id={`${idPrefix}-quiz`}
        label={t("quiz")}
        value={quizId}
        placeholder={t("allQuizzes")}
        onChange={(id) => onChange({ quizId: id })}
      />
      <SelectField
        id={`${idPrefix}-exam`}
        label={t("exam")}
        value={examType}
        onChange={(e) => onChange({ examType: e.target.value as ExamType | "" })}
      >
        <option value="">{t("allExams")}</option>
        <ExamOptions />
      </SelectField>
    </>
  );
}
