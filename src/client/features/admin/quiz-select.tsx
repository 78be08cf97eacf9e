import { useT } from "@/i18n/use-t";
import { type FieldProps, SelectField } from "./form-field";
import { adminQuizzesMessages } from "./quizzes-messages";
import { ExamOptionGroups } from "./select-options";
import { useAdminQuizzes } from "./use-admin-quizzes";

/** A native select of the admin's quizzes grouped by exam (keyboard and screen-reader friendly on every phone). */
export function QuizSelectField({
  value,
  onChange,
  placeholder,
  onlyPublished = false,
  ...field
}: FieldProps & {
  value: number | null;
  onChange: (quizId: number | null) => void;
  /** the empty option's text ("Choose a quiz" unless given) */
  placeholder?: string;
  onlyPublished?: boolean;
}) {
  const t = useT(adminQuizzesMessages);
  const quizzes = useAdminQuizzes();
  const all = quizzes.data ?? [];
  const shown = onlyPublished ? all.filter((q) => q.published) : all;
  return (
    <SelectField
      {...field}
      value={value === null ? "" : String(value)}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
    >
      <option value="">{placeholder ?? t("chooseQuiz")}</option>
      <ExamOptionGroups items={shown}>
        {(q) =>
          t(q.published ? "quizOption" : "quizOptionUnpublished", { title: q.title, count: q.questionCount })
        }
      </ExamOptionGroups>
    </SelectField>
  );
}
