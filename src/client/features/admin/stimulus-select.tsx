import type { ExamType } from "@shared/contract/common";
import { type FieldProps, SelectField } from "./form-field";
import { ExamOptionGroups } from "./select-options";
import { KIND_LABELS, stimulusName } from "./stimulus-labels";
import { useAdminQuizzes } from "./use-admin-quizzes";
import { useAdminStimuli } from "./use-admin-stimuli";

/**
 * The passage, table or figure a question shares, as a native select: those of the question's exam
 * (known from the question, or from the quiz it is being added to), or every exam's when unknown.
 */
export function StimulusSelectField({
  value,
  onChange,
  examType,
  quizId,
  ...field
}: Omit<FieldProps, "label" | "hint"> & {
  value: number | null;
  onChange: (stimulusId: number | null) => void;
  examType?: ExamType | undefined;
  quizId?: number | null | undefined;
}) {
  const stimuli = useAdminStimuli();
  const quizzes = useAdminQuizzes();
  const exam = examType ?? quizzes.data?.find((q) => q.id === quizId)?.examType;
  const shown = (stimuli.data ?? []).filter((s) => !exam || s.examType === exam || s.id === value);
  return (
    <SelectField
      {...field}
      label="Shared passage, table or figure"
      hint="Shown beside the question; create one in the Passages & figures tab."
      value={value === null ? "" : String(value)}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
    >
      <option value="">None</option>
      <ExamOptionGroups items={shown}>
        {(s) => (
          <>
            {KIND_LABELS[s.kind]}: {stimulusName(s)}
          </>
        )}
      </ExamOptionGroups>
    </SelectField>
  );
}
