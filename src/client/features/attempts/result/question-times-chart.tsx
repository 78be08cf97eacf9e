import type { ReviewItem } from "@shared/contract/attempts";
import { useT } from "@/i18n/use-t";
import { formatSeconds } from "@/lib/format";
import { cn } from "@/lib/utils";
import { resultsMessages } from "./results-messages";
import { questionTimeText } from "./time-analysis";

const OUTCOME_STYLE = {
  correct: { bar: "bg-green-600", words: "outcomeCorrect" },
  partial: { bar: "bg-amber-500", words: "outcomePartial" },
  wrong: { bar: "bg-red-600", words: "outcomeWrong" },
  skipped: { bar: "bg-slate-400", words: "outcomeSkipped" },
} as const satisfies Record<ReviewItem["outcome"], { bar: string; words: string }>;

/**
 * Time on each question as a bar per question (coloured by outcome) and the times as a list. The
 * fast/slow analysis is the paper-pace one (pace-analysis.tsx). Nothing when no time was recorded.
 */
export function QuestionTimesChart({ review }: { review: readonly ReviewItem[] }) {
  const t = useT(resultsMessages);
  if (!review.some((item) => typeof item.timeSpent === "number")) return null;
  const longest = Math.max(1, ...review.map((item) => item.timeSpent ?? 0));

  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="question-times">
      <div>
        <div className="flex h-28 items-end gap-px border-b border-slate-300" aria-hidden>
          {review.map((item, index) => (
            <div
              key={item.id}
              title={t("barTitle", {
                n: index + 1,
                time: questionTimeText(item) ?? t("notRecorded"),
                outcome: t(OUTCOME_STYLE[item.outcome].words).toLowerCase(),
              })}
              className={cn("min-w-[3px] flex-1 rounded-t-sm", OUTCOME_STYLE[item.outcome].bar)}
              style={{ height: `${Math.max(2, ((item.timeSpent ?? 0) / longest) * 100)}%` }}
            />
          ))}
        </div>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
          <span>{t("timesRange", { count: review.length, longest: formatSeconds(longest) })}</span>
          {(["correct", "partial", "wrong", "skipped"] as const)
            .filter((outcome) => review.some((item) => item.outcome === outcome))
            .map((outcome) => (
              <span key={outcome} className="inline-flex items-center gap-1">
                <span className={cn("inline-block h-2.5 w-2.5 rounded-sm", OUTCOME_STYLE[outcome].bar)} />
                {t(OUTCOME_STYLE[outcome].words)}
              </span>
            ))}
        </div>
      </div>

      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-blue-800">{t("timeOnEach")}</summary>
        <ol className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {review.map((item, index) => (
            <li key={item.id} className="flex justify-between gap-2 rounded bg-slate-50 px-2 py-1">
              <span className="text-slate-900">
                {t("qShort", { n: index + 1 })}{" "}
                <span className="text-slate-700">{t(OUTCOME_STYLE[item.outcome].words)}</span>
              </span>
              <span className="tabular-nums text-slate-900">{questionTimeText(item) ?? "\u2014"}</span>
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
