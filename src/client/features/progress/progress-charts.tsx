import type { UserPerformance } from "@shared/contract/standing";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { formatShortDay } from "./ist-days";
import { progressMessages } from "./progress-messages";
import { type ChartArea, SvgChart, wholeTicks } from "./svg-chart";

type Timeline = UserPerformance["timeline"];

/** Points earned each IST day of the last 30, with a running total in the text alternative. */
export function PointsChart({ timeline }: { timeline: Timeline }) {
  const t = useT(progressMessages);
  const labels = timeline.map((t) => formatShortDay(t.day));
  const total = timeline.reduce((sum, t) => sum + t.points, 0);
  const best = timeline.reduce((b, t) => (t.points > (b?.points ?? -1) ? t : b), timeline[0]);
  const ticks = wholeTicks(Math.max(0, ...timeline.map((t) => t.points)));
  return (
    <figure data-testid="points-chart">
      <SvgChart labels={labels} ticks={ticks} label={t("pointsChartLabel")}>
        {(area) =>
          timeline.map((entry, i) => {
            if (entry.points <= 0) return null;
            const width = Math.max(2, area.bandWidth * 0.7);
            const top = area.y(entry.points);
            return (
              <rect
                key={entry.day}
                data-bar
                x={area.x(i) - width / 2}
                y={top}
                width={width}
                height={area.y(0) - top}
                rx={Math.min(3, width / 2)}
                fill="#1d4ed8"
              >
                <title>{t("pointsOnDay", { day: labels[i], points: formatNumber(entry.points) })}</title>
              </rect>
            );
          })
        }
      </SvgChart>
      <figcaption className="mt-2 text-sm text-slate-700">
        {best && best.points > 0
          ? t("pointsCaptionBest", {
              total: formatNumber(total),
              days: formatNumber(timeline.length),
              day: formatShortDay(best.day),
              points: formatNumber(best.points),
            })
          : t("pointsCaption", { total: formatNumber(total), days: formatNumber(timeline.length) })}
      </figcaption>
    </figure>
  );
}

const SERIES = [
  { key: "accuracy", nameKey: "seriesAccuracy", color: "#047857", dash: undefined },
  { key: "marksPercent", nameKey: "seriesMarks", color: "#b45309", dash: "5 3" },
] as const;

/** A line through the days that have a value (days without one are stepped over), with a dot on each. */
function Series({
  area,
  timeline,
  series,
}: {
  area: ChartArea;
  timeline: Timeline;
  series: (typeof SERIES)[number];
}) {
  const t = useT(progressMessages);
  const points = timeline.flatMap((t, i) => {
    const value = t[series.key];
    return value === null ? [] : [{ x: area.x(i), y: area.y(value), value, day: t.day }];
  });
  const d = points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join("");
  return (
    <g data-series={series.key}>
      <path d={d} fill="none" stroke={series.color} strokeWidth={2} strokeDasharray={series.dash} />
      {points.map((p) => (
        <circle key={p.day} cx={p.x} cy={p.y} r={3} fill="#fff" stroke={series.color} strokeWidth={2}>
          <title>
            {t("seriesOnDay", {
              day: formatShortDay(p.day),
              series: t(series.nameKey),
              percent: formatNumber(Math.round(p.value)),
            })}
          </title>
        </circle>
      ))}
    </g>
  );
}

/** Accuracy (correct of answered) and marks (percent of maximum) on each day the learner practised. */
export function AccuracyChart({ timeline }: { timeline: Timeline }) {
  const t = useT(progressMessages);
  const practised = timeline.filter((t) => t.accuracy !== null);
  const first = practised[0];
  const last = practised[practised.length - 1];
  return (
    <figure data-testid="accuracy-chart">
      <SvgChart
        labels={timeline.map((entry) => formatShortDay(entry.day))}
        ticks={[0, 25, 50, 75, 100]}
        unit="%"
        label={t("accuracyChartLabel")}
      >
        {(area) => SERIES.map((s) => <Series key={s.key} area={area} timeline={timeline} series={s} />)}
      </SvgChart>
      <ul className="mt-1 flex justify-center gap-4 text-[13px] text-slate-700">
        {SERIES.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <svg width="18" height="8" aria-hidden="true">
              <line x1="0" x2="18" y1="4" y2="4" stroke={s.color} strokeWidth={2} strokeDasharray={s.dash} />
            </svg>
            {t(s.nameKey)}
          </li>
        ))}
      </ul>
      <figcaption className="mt-2 text-sm text-slate-700">
        {first && last
          ? t("accuracyCaption", {
              first: formatNumber(Math.round(first.accuracy ?? 0)),
              firstDay: formatShortDay(first.day),
              last: formatNumber(Math.round(last.accuracy ?? 0)),
              lastDay: formatShortDay(last.day),
              days: practised.length,
            })
          : t("noAnswers")}
      </figcaption>
    </figure>
  );
}
