import type { Difficulty } from "@shared/contract/common";
import { EXAM_LABELS, type ExamType } from "@shared/contract/common";
import { Badge } from "@/components/ui/badge";

const DIFFICULTY_LABELS: Record<Difficulty, string> = { easy: "Easy", medium: "Medium", hard: "Hard" };

/** Green for easy, yellow for medium, red for hard; the word says it too, not only the colour. */
export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return <Badge variant={difficulty}>{DIFFICULTY_LABELS[difficulty]}</Badge>;
}

export function ExamBadge({ examType }: { examType: ExamType }) {
  return <Badge variant="default">{EXAM_LABELS[examType]}</Badge>;
}
