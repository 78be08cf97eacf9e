import type { Difficulty } from "@shared/contract/common";
import type { ExamType } from "@shared/exam-types";
import { Badge } from "@/components/ui/badge";
import { useT } from "@/i18n/use-t";
import { useExamName } from "@/lib/exam-names";
import { badgesMessages } from "./quiz-badges-messages";

/** Green for easy, yellow for medium, red for hard; the word says it too, not only the colour. */
export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const t = useT(badgesMessages);
  return <Badge variant={difficulty}>{t(difficulty)}</Badge>;
}

export function ExamBadge({ examType }: { examType: ExamType }) {
  const examName = useExamName();
  return <Badge variant="default">{examName(examType)}</Badge>;
}
