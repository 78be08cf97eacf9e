import type { UserPerformance } from "@shared/contract/standing";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { formatShortDay } from "./ist-days";

/** recharts lives only in this lazily loaded page: the landing bundle never pulls it in. */

type Timeline = UserPerformance["timeline"];

const AXIS_TICK = { fill: "#334155", fontSize: 12 };
const CHART_STYLE = { width: "100%", height: 240 };

/** Points earned each IST day of the last 30, with a running total in the text alternative. */
export function PointsChart({ timeline }: { timeline: Timeline }) {
  const data = timeline.map((t) => ({ label: formatShortDay(t.day), points: t.points }));
  const total = timeline.reduce((sum, t) => sum + t.points, 0);
  const best = timeline.reduce((b, t) => (t.points > (b?.points ?? -1) ? t : b), timeline[0]);
  return (
    <figure data-testid="points-chart">
      <BarChart
        responsive
        style={CHART_STYLE}
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="label" tick={AXIS_TICK} interval="preserveStartEnd" minTickGap={16} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} />
        <Tooltip formatter={(v) => [`${v} points`, "Earned"]} />
        <Bar dataKey="points" name="Points" fill="#1d4ed8" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
      <figcaption className="mt-2 text-sm text-slate-700">
        {total} points in the last {timeline.length} days
        {best && best.points > 0 ? `; best day ${formatShortDay(best.day)} with ${best.points}` : ""}.
      </figcaption>
    </figure>
  );
}

/** Accuracy (correct of answered) and marks (percent of maximum) on each day the learner practised. */
export function AccuracyChart({ timeline }: { timeline: Timeline }) {
  const data = timeline.map((t) => ({
    label: formatShortDay(t.day),
    accuracy: t.accuracy,
    marks: t.marksPercent,
  }));
  const practised = timeline.filter((t) => t.accuracy !== null);
  const first = practised[0];
  const last = practised[practised.length - 1];
  return (
    <figure data-testid="accuracy-chart">
      <LineChart
        responsive
        style={CHART_STYLE}
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="label" tick={AXIS_TICK} interval="preserveStartEnd" minTickGap={16} />
        <YAxis domain={[0, 100]} tick={AXIS_TICK} unit="%" />
        <Tooltip
          formatter={(v, name) => [v === null || v === undefined ? "—" : `${Math.round(Number(v))}%`, name]}
        />
        <Legend wrapperStyle={{ fontSize: 13, color: "#334155" }} />
        <Line
          type="monotone"
          dataKey="accuracy"
          name="Accuracy"
          stroke="#047857"
          strokeWidth={2}
          connectNulls
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="marks"
          name="Marks %"
          stroke="#b45309"
          strokeWidth={2}
          strokeDasharray="5 3"
          connectNulls
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </LineChart>
      <figcaption className="mt-2 text-sm text-slate-700">
        {first && last
          ? `Accuracy ${Math.round(first.accuracy ?? 0)}% on ${formatShortDay(first.day)}, ${Math.round(last.accuracy ?? 0)}% on ${formatShortDay(last.day)}, over ${practised.length} days of practice.`
          : "No answers in the last 30 days."}
      </figcaption>
    </figure>
  );
}
