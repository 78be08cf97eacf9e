import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import type { PaletteCounts } from "../hall/exam-hall";
import { hallMessages } from "../hall/hall-messages";
import { StatusSwatch } from "../hall/question-palette";
import { NTA_LEGEND } from "./nta-responses";

/**
 * The five palette symbols with NTA's wording: with the counts in the hall, with what each means
 * on the instructions page.
 */
export function NtaPaletteLegend({
  counts,
  withMeaning = false,
  className,
}: {
  counts?: PaletteCounts;
  withMeaning?: boolean;
  className?: string;
}) {
  const t = useT(hallMessages);
  return (
    <ul
      className={cn(
        "grid gap-2 text-sm text-slate-800",
        !withMeaning && "grid-cols-2 gap-x-3 [&>li:last-child]:col-span-2",
        className,
      )}
      data-testid="palette-legend"
    >
      {NTA_LEGEND.map((status) => (
        <li
          key={status}
          data-status={status}
          data-count={counts?.[status]}
          className="flex items-center gap-2"
        >
          <StatusSwatch status={status} shapes="nta">
            {counts ? counts[status] : null}
          </StatusSwatch>
          <span>
            {withMeaning ? t(`ntaMean_${status}`) : t(`nta_${status}`)}
            {!withMeaning && status === "answered_marked" ? (
              <span className="block text-xs text-slate-700">{t("willBeEvaluated")}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
