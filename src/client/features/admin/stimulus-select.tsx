import type { ExamType } from "@shared/contract/common";
import { useT } from "@/i18n/use-t";
import { type FieldProps, SelectField } from "./form-field";
import { ExamOptionGroups } from "./select-options";
import { adminStimuliMessages, KIND_KEYS, stimulusNameOr } from "./stimuli-messages";
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
  const t = useT(adminStimuliMessages);
  const stimuli = useAdminStimuli();
  const quizzes = useAdminQuizzes();
  const exam = examType ?? quizzes.data?.find((q) => q.id === quizId)?.examType;
  const shown = (stimuli.data ?? []).filter((s) => !exam || s.examType === exam || s.id === value);
  return (
    <SelectField
      {...field}
      label={t("selectLabel")}
      hint={t("selectHint")}
      value={value === null ? "" : String(value)}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
    >
      <option value="">{t("none")}</option>
      <ExamOptionGroups items={shown}>
        {(s) => (
          <>
            {t(KIND_KEYS[s.kind])}: {stimulusNameOr(s, t("untitled"))}
          </>
        )}
      </ExamOptionGroups>
    </SelectField>
  );
}
