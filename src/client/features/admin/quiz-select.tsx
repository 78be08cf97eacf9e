import type { AdminQuiz } from "@shared/contract/admin";
import { EXAM_LABELS, EXAM_TYPES } from "@shared/contract/common";
import type { SelectHTMLAttributes } from "react";
import { inputClass } from "./form-field";

/** A native select of quizzes grouped by exam (keyboard and screen-reader friendly on every phone). */
export function QuizSelect({
  quizzes,
  value,
  onChange,
  placeholder = "Choose a quiz",
  onlyPublished = false,
  ...props
}: {
  quizzes: AdminQuiz[];
  value: number | null;
  onChange: (quizId: number | null) => void;
  placeholder?: string;
  onlyPublished?: boolean;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange">) {
  const shown = onlyPublished ? quizzes.filter((q) => q.published) : quizzes;
  return (
    <select
      {...props}
      className={inputClass}
      value={value === null ? "" : String(value)}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
    >
      <option value="">{placeholder}</option>
      {EXAM_TYPES.map((exam) => {
        const group = shown.filter((q) => q.examType === exam);
        if (group.length === 0) return null;
        return (
          <optgroup key={exam} label={EXAM_LABELS[exam]}>
            {group.map((q) => (
              <option key={q.id} value={q.id}>
                {q.title} ({q.questionCount} question{q.questionCount === 1 ? "" : "s"}
                {q.published ? "" : ", unpublished"})
              </option>
            ))}
          </optgroup>
        );
      })}
    </select>
  );
}
