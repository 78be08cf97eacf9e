import { type FieldProps, SelectField } from "./form-field";
import { ExamOptionGroups } from "./select-options";
import { useAdminQuizzes } from "./use-admin-quizzes";

/** A native select of the admin's quizzes grouped by exam (keyboard and screen-reader friendly on every phone). */
export function QuizSelectField({
  value,
  onChange,
  placeholder = "Choose a quiz",
  onlyPublished = false,
  ...field
}: FieldProps & {
  value: number | null;
  onChange: (quizId: number | null) => void;
  placeholder?: string;
  onlyPublished?: boolean;
}) {
  const quizzes = useAdminQuizzes();
  const all = quizzes.data ?? [];
  const shown = onlyPublished ? all.filter((q) => q.published) : all;
  return (
    <SelectField
      {...field}
      value={value === null ? "" : String(value)}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
    >
      <option value="">{placeholder}</option>
      <ExamOptionGroups items={shown}>
        {(q) => (
          <>
            {q.title} ({q.questionCount} question{q.questionCount === 1 ? "" : "s"}
            {q.published ? "" : ", unpublished"})
          </>
        )}
      </ExamOptionGroups>
    </SelectField>
  );
}
