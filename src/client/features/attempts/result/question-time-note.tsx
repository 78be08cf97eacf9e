import type { ReviewItem } from "@shared/contract/attempts";
import { Clock } from "lucide-react";
import { useT } from "@/i18n/use-t";
import { resultsMessages } from "./results-messages";
import { questionTimeText } from "./time-analysis";

/** "1 min 12 s, 2 visits" beside a reviewed question; nothing when no time was recorded. */
export function QuestionTimeNote({ item }: { item: Pick<ReviewItem, "timeSpent" | "visits"> }) {
  const t = useT(resultsMessages);
  const text = questionTimeText(item);
  if (!text) return null;
  return (
    <span
      className="ml-2 inline-flex items-center gap-1 font-normal text-slate-700"
      data-testid="question-time"
    >
      <Clock className="h-3.5 w-3.5" aria-hidden />
      <span className="sr-only">{t("timeSpent")}</span>
      {text}
    </span>
  );
}
