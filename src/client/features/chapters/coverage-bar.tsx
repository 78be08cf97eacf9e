import type { Coverage } from "@shared/contract/chapters";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { cn } from "@/lib/utils";
import { chaptersMessages } from "./chapters-messages";

/** Questions answered over the questions in the bank, as a bar, with the accuracy beside it. */
export function CoverageBar({
  coverage,
  label,
  className,
}: {
  coverage: Coverage;
  /** what the bar is of, for screen readers */
  label: string;
  className?: string;
}) {
  const t = useT(chaptersMessages);
  const { total, answered, accuracy } = coverage;
  if (answered === null || total === 0)
    return (
      <span className={cn("text-sm text-slate-700", className)}>
        {t("questionsCount", { count: total, formatted: formatNumber(total) })}
      </span>
    );
  const percent = total > 0 ? Math.round((100 * answered) / total) : 0;
  return (
    <div className={cn("flex min-w-0 flex-col gap-1", className)}>
      <div
        role="progressbar"
        aria-label={t("coverageLabel", {
          name: label,
          answered: formatNumber(answered),
          total: formatNumber(total),
        })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-blue-700" style={{ width: `${percent}%` }} />
      </div>
      <div className="flex flex-wrap justify-between gap-x-3 text-xs text-slate-700">
        <span data-testid="coverage-count">
          {t("coverage", { answered: formatNumber(answered), total: formatNumber(total) })}
        </span>
        <span className={accuracyTone(accuracy)}>
          {accuracy === null ? t("noAccuracy") : t("accuracy", { percent: formatNumber(accuracy) })}
        </span>
      </div>
    </div>
  );
}

/** Green from 80%, amber from 60%, red below: the analytics page's score bands. */
export function accuracyTone(accuracy: number | null): string {
  if (accuracy === null) return "text-slate-600";
  if (accuracy >= 80) return "font-medium text-green-800";
  if (accuracy >= 60) return "font-medium text-amber-800";
  return "font-medium text-red-800";
}
