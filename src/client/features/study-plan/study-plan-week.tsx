import type { PlanWeek, StudyPlan, StudyTargets } from "@shared/contract/study-plan";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { currentIntlLocale } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { formatNumber } from "@/lib/indian-formats";
import { cn } from "@/lib/utils";
import { studyPlanMessages } from "./study-plan-messages";

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** "18 Nov" from "2026-11-18" in the interface language (a calendar day: no zone moves it). */
export const shortDay = (day: string) => {
  const locale = currentIntlLocale();
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
};

/** This week: what was done against the week's target, one bar each. */
export function ThisWeek({ week }: { week: NonNullable<StudyPlan["thisWeek"]> }) {
  const t = useT(studyPlanMessages);
  const rows: { key: keyof StudyTargets; label: string }[] = [
    { key: "questions", label: t("rowQuestions") },
    { key: "reviewCards", label: t("rowReviewCards") },
    { key: "mocks", label: t("rowMocks") },
  ];
  return (
    <Card className="p-5" data-testid="study-plan-this-week">
      <h2 className="text-lg font-semibold text-slate-900">
        {week.from === week.to
          ? t("thisWeekOneDay", { day: shortDay(week.from) })
          : t("thisWeek", { from: shortDay(week.from), to: shortDay(week.to) })}
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
                    {target === 0
                      ? t("doneNonePlanned", { done: formatNumber(done) })
                      : t(done > target ? "doneBeyond" : "doneOf", {
                          done: formatNumber(done),
                          target: formatNumber(target),
                        })}
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
  const t = useT(studyPlanMessages);
  const contentName = useContentName();
  const counted = (n: number) => ({ count: n, formatted: formatNumber(n) });
  return (
    <Card className="p-4" data-testid="study-plan-week">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {t("weekTitle", {
            number: formatNumber(index + 1),
            from: shortDay(week.from),
            to: shortDay(week.to),
          })}
        </h3>
        <Badge variant={week.phase === "revision" ? "premium" : "default"}>
          {week.phase === "revision" ? t("phaseRevision") : t("phasePractice")}
        </Badge>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {t("eachDay", counted(week.daily.questions))}
        {week.daily.reviewCards > 0 ? t("dailyCards", counted(week.daily.reviewCards)) : ""}
        {week.mocks > 0 ? t("weekMocks", counted(week.mocks)) : ""}
      </p>
      {week.daily.topics.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {week.daily.topics.map((topic) => (
            <li
              key={`${topic.subject}/${topic.topic}`}
              className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-800"
            >
              {contentName(topic.topic)}{" "}
              <span className="text-slate-600">({contentName(topic.subject)})</span>:{" "}
              {formatNumber(topic.questions)}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
