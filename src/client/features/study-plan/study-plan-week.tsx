import type { PlanWeek, StudyPlan, StudyTargets } from "@shared/contract/study-plan";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { plural } from "@/lib/format";
import { cn } from "@/lib/utils";

const dayFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
/** "18 Nov" from "2026-11-18" (a calendar day: no zone moves it). */
export const shortDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** This week: what was done against the week's target, one bar each. */
export function ThisWeek({ week }: { week: NonNullable<StudyPlan["thisWeek"]> }) {
  const rows: { key: keyof StudyTargets; label: string }[] = [
    { key: "questions", label: "Practice questions" },
    { key: "reviewCards", label: "Review cards" },
    { key: "mocks", label: "Mock tests" },
  ];
  return (
    <Card className="p-5" data-testid="study-plan-this-week">
      <h2 className="text-lg font-semibold text-slate-900">
        This week ({shortDay(week.from)} – {shortDay(week.to)})
      </h2>
      <ul className="mt-3 space-y-3">
        {rows
          .filter((row) => week.target[row.key] > 0 || week.done[row.key] > 0)
          .map((row) => {
            const done = week.done[row.key];
            const target = week.target[row.key];
            const share = target > 0 ? Math.min(1, done / target) : 1;
            return (
              <li key={row.key}>
                <div className="flex justify-between text-sm">
                  <span className="font-semibold text-slate-900">{row.label}</span>
                  <span className="text-slate-700">
                    {target > 0 ? `${done} of ${target} done` : `${done} done, none planned this week`}
                  </span>
                </div>
                <div className="mt-1 h-3 rounded-full bg-slate-100" aria-hidden>
                  <div
                    className={cn("h-3 rounded-full", share >= 1 ? "bg-emerald-500" : "bg-blue-600")}
                    style={{ width: `${share * 100}%` }}
                  />
                </div>
              </li>
            );
          })}
      </ul>
    </Card>
  );
}

/** One week of the plan: its phase, the daily targets and its mock tests. */
export function PlanWeekCard({ week, index }: { week: PlanWeek; index: number }) {
  return (
    <Card className="p-4" data-testid="study-plan-week">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          Week {index + 1}: {shortDay(week.from)} – {shortDay(week.to)}
        </h3>
        <Badge variant={week.phase === "revision" ? "premium" : "default"}>
          {week.phase === "revision" ? "Revision" : "Practice"}
        </Badge>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Each day: {plural(week.daily.questions, "question")}
        {week.daily.reviewCards > 0 ? `, ${plural(week.daily.reviewCards, "review card")}` : ""}
        {week.mocks > 0 ? ` · ${plural(week.mocks, "mock test")} this week` : ""}
      </p>
      {week.daily.topics.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {week.daily.topics.map((t) => (
            <li
              key={`${t.subject}/${t.topic}`}
              className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-800"
            >
              {t.topic} <span className="text-slate-600">({t.subject})</span>: {t.questions}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
