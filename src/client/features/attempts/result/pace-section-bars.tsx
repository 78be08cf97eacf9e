import type { SectionPace } from "@shared/contract/answer-pace";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { formatSeconds } from "@/lib/format";
import { cn } from "@/lib/utils";
import { resultsMessages } from "./results-messages";

/** Time spent in each section against the time the paper's pace gives it. */
export function PaceSectionBars({ sections }: { sections: readonly SectionPace[] }) {
  // room past the longest bar, so the pace mark at 100% stays visible
  const t = useT(resultsMessages);
  const contentName = useContentName();
  const longest = 1.1 * Math.max(1, ...sections.flatMap((s) => [s.seconds, s.paceSeconds]));
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-semibold text-slate-900">{t("sectionPaceTitle")}</h3>
      <ul className="space-y-3" data-testid="pace-sections">
        {sections.map((s) => {
          const over = s.seconds > s.paceSeconds;
          return (
            <li key={s.name}>
              <div className="flex flex-wrap justify-between gap-2 text-sm">
                <span className="font-semibold text-slate-900">{contentName(s.name)}</span>
                <span className="text-slate-700">
                  {t("sectionPace", { spent: formatSeconds(s.seconds), pace: formatSeconds(s.paceSeconds) })}
                  {over ? t("over") : ""}
                </span>
              </div>
              <div className="relative mt-1 h-3 rounded-full bg-slate-100" aria-hidden>
                <div
                  className={cn("h-3 rounded-full", over ? "bg-rose-500" : "bg-emerald-500")}
                  style={{ width: `${(s.seconds / longest) * 100}%` }}
                />
                <div
                  className="absolute top-[-4px] h-5 w-1 rounded bg-slate-900"
                  style={{ left: `${(s.paceSeconds / longest) * 100}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
