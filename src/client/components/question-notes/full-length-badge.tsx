import type { FullLengthPaper } from "@shared/contract/quiz-summary";
import { Badge } from "@/components/ui/badge";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { questionNotesMessages } from "./question-notes-messages";

/** Marks a mock test that reproduces its official paper whole, with that paper's count and time. */
export function FullLengthBadge({ paper }: { paper: FullLengthPaper | null }) {
  const t = useT(questionNotesMessages);
  if (!paper) return null;
  return (
    <Badge
      variant="outline"
      title={t("fullLengthTitle", {
        paper: paper.paper,
        questions: formatNumber(paper.questions),
        minutes: formatNumber(paper.minutes),
      })}
    >
      {t("fullLength")}
    </Badge>
  );
}
