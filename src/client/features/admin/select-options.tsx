import { DIFFICULTIES, EXAM_TYPES, type ExamType } from "@shared/contract/common";
import type { ReactNode } from "react";
import { badgesMessages } from "@/components/quiz-badges-messages";
import { useT } from "@/i18n/use-t";
import { useExamName } from "@/lib/exam-names";

/** One option per exam, in display order, by its label. */
export function ExamOptions() {
  const examName = useExamName();
  return EXAM_TYPES.map((exam) => (
    <option key={exam} value={exam}>
      {examName(exam)}
    </option>
  ));
}

/** One option per difficulty: "Easy", "Medium", "Hard", as the difficulty badges name them. */
export function DifficultyOptions() {
  const t = useT(badgesMessages);
  return DIFFICULTIES.map((d) => (
    <option key={d} value={d}>
      {t(d)}
    </option>
  ));
}

/** Options by their id, grouped under their exam's label; an exam with none gets no group. */
export function ExamOptionGroups<T extends { id: number; examType: ExamType }>({
  items,
  children,
}: {
  items: readonly T[];
  /** the option's text */
  children: (item: T) => ReactNode;
}) {
  const examName = useExamName();
  return EXAM_TYPES.map((exam) => {
    const group = items.filter((item) => item.examType === exam);
    if (group.length === 0) return null;
    return (
      <optgroup key={exam} label={examName(exam)}>
        {group.map((item) => (
          <option key={item.id} value={item.id}>
            {children(item)}
          </option>
        ))}
      </optgroup>
    );
  });
}
