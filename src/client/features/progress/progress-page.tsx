import * as Tabs from "@radix-ui/react-tabs";
import type { Goal, UserPerformance, UserProgress, UserStreak } from "@shared/contract/standing";
import { CheckCircle2, Flame, ListChecks, Percent, Star, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useUserPerformance } from "@/hooks/use-user-performance";
import { useUserProgress } from "@/hooks/use-user-progress";
import type { MessageValues } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { useExamName } from "@/lib/exam-names";
import { formatNumber } from "@/lib/indian-formats";
import { Link } from "@/lib/router";
import { cn } from "@/lib/utils";
import { CompensatoryTimeSetting } from "./compensatory-time-setting";
import { AccuracyChart, PointsChart } from "./progress-charts";
import { progressMessages } from "./progress-messages";
import { StreakCalendar } from "./streak-calendar";
import { useUserStreak } from "./use-user-streak";

const TABS = [
  { value: "overview", labelKey: "tabOverview" },
  { value: "performance", labelKey: "tabPerformance" },
  { value: "goals", labelKey: "tabGoals" },
  { value: "streak", labelKey: "tabStreak" },
] as const;

/** The page's translate function, as far as the counted units need it. */
type T = (key: "days" | "tests", values: MessageValues) => string;

const pct = (n: number) => `${formatNumber(Math.round(n))}%`;
const days = (t: T, n: number) => t("days", { count: n, formatted: formatNumber(n) });

/** The learner's own history: figures, charts over time, per-exam breakdown, goals and the streak calendar. */
export default function ProgressPage() {
  const t = useT(progressMessages);
  const progress = useUserProgress();
  const streak = useUserStreak();
  const performance = useUserPerformance();
  const queries = [progress, streak, performance];

  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-slate-700">{t("intro")}</p>
      </header>
      {/* above the figures, so it stays where the learner's finger is when they load and push the page down */}
      <CompensatoryTimeSetting />
      {queries.some((q) => q.isError) ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-5"
        >
          <span className="text-slate-700">{t("loadError")}</span>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              for (const q of queries) if (q.isError) void q.refetch();
            }}
          >
            {t("retry")}
          </Button>
        </div>
      ) : progress.data && streak.data && performance.data ? (
        <ProgressTabs progress={progress.data} streak={streak.data} performance={performance.data} />
      ) : (
        <PageLoading label={t("loading")} />
      )}
    </div>
  );
}

function ProgressTabs({
  progress,
  streak,
  performance,
}: {
  progress: UserProgress;
  streak: UserStreak;
  performance: UserPerformance;
}) {
  const t = useT(progressMessages);
  const hasPractice = progress.testsCompleted > 0;
  return (
    <Tabs.Root defaultValue="overview">
      <Tabs.List
        aria-label={t("tabsLabel")}
        className="grid grid-cols-4 gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm"
      >
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="rounded-lg px-1 py-2 text-[13px] font-medium sm:px-2 sm:text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 data-[state=active]:bg-blue-700 data-[state=active]:text-white"
          >
            {t(tab.labelKey)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>

      <Tabs.Content value="overview" className="mt-6 grid gap-6 focus-visible:outline-none">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure
            icon={Flame}
            label={t("currentStreak")}
            value={days(t, streak.current)}
            testId="progress-streak"
          />
          <Figure
            icon={Star}
            label={t("totalPoints")}
            value={formatNumber(progress.totalPoints)}
            testId="progress-points"
          />
          <Figure
            icon={ListChecks}
            label={t("testsCompleted")}
            value={formatNumber(progress.testsCompleted)}
          />
          <Figure icon={Percent} label={t("averageScore")} value={pct(Number(progress.averageScore))} />
        </div>
        {hasPractice ? (
          <>
            <Card className="p-5">
              <h2 className="text-lg font-semibold text-slate-900">{t("pointsOverTime")}</h2>
              <div className="mt-3">
                <PointsChart timeline={performance.timeline} />
              </div>
            </Card>
            <ExamBreakdown byExam={performance.byExam} />
          </>
        ) : (
          <NoPracticeYet />
        )}
      </Tabs.Content>

      <Tabs.Content value="performance" className="mt-6 grid gap-6 focus-visible:outline-none">
        {hasPractice ? (
          <>
            <Card className="p-5">
              <h2 className="text-lg font-semibold text-slate-900">{t("accuracyOverTime")}</h2>
              <div className="mt-3">
                <AccuracyChart timeline={performance.timeline} />
              </div>
            </Card>
            <SubjectBreakdown bySubject={performance.bySubject} />
          </>
        ) : (
          <NoPracticeYet />
        )}
      </Tabs.Content>

      <Tabs.Content value="goals" className="mt-6 focus-visible:outline-none">
        <ul className="grid gap-4 md:grid-cols-2">
          {performance.goals.map((g) => (
            <li key={g.id}>
              <GoalCard goal={g} />
            </li>
          ))}
        </ul>
      </Tabs.Content>

      <Tabs.Content value="streak" className="mt-6 grid gap-6 focus-visible:outline-none">
        <div className="grid grid-cols-2 gap-3">
          <Figure icon={Flame} label={t("currentStreak")} value={days(t, streak.current)} />
          <Figure icon={Trophy} label={t("longestStreak")} value={days(t, streak.longest)} />
        </div>
        <Card className="p-5">
          <h2 className="text-lg font-semibold text-slate-900">{t("last12Weeks")}</h2>
          <p className="mt-1 text-sm text-slate-700">{t("streakRule")}</p>
          <div className="mt-4 max-w-xl">
            <StreakCalendar today={streak.today} activeDays={streak.activeDays} />
          </div>
        </Card>
      </Tabs.Content>
    </Tabs.Root>
  );
}

function Figure({
  icon: Icon,
  label,
  value,
  testId,
}: {
  icon: typeof Flame;
  label: string;
  value: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blue-100 text-blue-800">
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-700">{label}</p>
        <p className="text-xl font-bold text-slate-900" data-testid={testId}>
          {value}
        </p>
      </div>
    </Card>
  );
}

function NoPracticeYet() {
  const t = useT(progressMessages);
  return (
    <EmptyState title={t("noPracticeTitle")}>
      <p>{t("noPracticeText")}</p>
      <Link to="/daily-quizzes" className={cn(buttonVariants(), "mt-4")}>
        {t("goToDailyQuizzes")}
      </Link>
    </EmptyState>
  );
}

function ExamBreakdown({ byExam }: { byExam: UserPerformance["byExam"] }) {
  const t = useT(progressMessages);
  const examName = useExamName();
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">{t("byExam")}</h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[20rem] text-left text-sm" data-testid="exam-breakdown">
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("colExam")}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t("colTests")}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t("colAccuracy")}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t("colAvgScore")}
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                {t("colPoints")}
              </th>
            </tr>
          </thead>
          <tbody>
            {byExam.map((e) => (
              <tr key={e.examType} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2 pr-3 font-semibold text-slate-900">
                  {examName(e.examType)}
                </th>
                <td className="px-2 py-2 text-right text-slate-800">{formatNumber(e.attempts)}</td>
                <td className="px-2 py-2 text-right text-slate-800">{pct(e.accuracy)}</td>
                <td className="px-2 py-2 text-right text-slate-800">{pct(e.averagePercent)}</td>
                <td className="py-2 pl-2 text-right font-semibold text-slate-900">
                  {formatNumber(e.points)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function SubjectBreakdown({ bySubject: everySubject }: { bySubject: UserPerformance["bySubject"] }) {
  const t = useT(progressMessages);
  const contentName = useContentName();
  const examName = useExamName();
  // a subject with no answered question has no accuracy to show ("0% of 0 questions")
  const bySubject = everySubject.filter((s) => s.attempted > 0);
  const exams = [...new Set(bySubject.map((s) => s.examType))];
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">{t("accuracyBySubject")}</h2>
      <div className="mt-3 grid gap-5 md:grid-cols-2">
        {exams.map((exam) => (
          <div key={exam}>
            <h3 className="font-semibold text-slate-900">{examName(exam)}</h3>
            <ul className="mt-2 grid gap-2">
              {bySubject
                .filter((s) => s.examType === exam)
                .map((s) => (
                  <li key={s.subject}>
                    <div className="flex justify-between gap-2 text-sm">
                      <span className="text-slate-800">{contentName(s.subject)}</span>
                      <span className="text-slate-700">
                        {t("subjectAccuracyOf", {
                          accuracy: pct(s.accuracy),
                          count: s.attempted,
                          formatted: formatNumber(s.attempted),
                        })}
                      </span>
                    </div>
                    <div
                      role="progressbar"
                      aria-label={t("subjectAccuracyLabel", {
                        exam: examName(exam),
                        subject: contentName(s.subject),
                      })}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(s.accuracy)}
                      className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
                    >
                      <div
                        className="h-full rounded-full bg-emerald-600"
                        style={{ width: `${Math.min(100, s.accuracy)}%` }}
                      />
                    </div>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </Card>
  );
}

const UNIT_LABEL: Record<Goal["unit"], (t: T, n: number) => string> = {
  days: (t, n) => days(t, n),
  percent: (_t, n) => pct(n),
  tests: (t, n) => t("tests", { count: n, formatted: formatNumber(n) }),
};

/** A goal's title by its id, with its target ("30-day streak"); the server's English `title` is not shown. */
const GOAL_TITLE = {
  "streak-30": "goalStreak",
  "monthly-average-85": "goalMonthlyAverage",
  "mock-tests-10": "goalMockTests",
  "accuracy-90": "goalAccuracy",
} as const satisfies Record<Goal["id"], string>;

function GoalCard({ goal }: { goal: Goal }) {
  const t = useT(progressMessages);
  const fmt = (n: number) => UNIT_LABEL[goal.unit](t, n);
  const titleKey = GOAL_TITLE[goal.id];
  const title = titleKey
    ? t(titleKey, { target: formatNumber(goal.target), count: goal.target })
    : goal.title;
  return (
    <Card className="h-full p-5" data-testid="goal">
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        {goal.achieved ? (
          <Badge variant="easy" className="shrink-0 gap-1">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden /> {t("achieved")}
          </Badge>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {t("goalOf", { current: fmt(goal.current), target: fmt(goal.target) })}
      </p>
      <div
        role="progressbar"
        aria-label={title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(goal.progressPercent)}
        aria-valuetext={t("goalOf", { current: fmt(goal.current), target: fmt(goal.target) })}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn("h-full rounded-full", goal.achieved ? "bg-emerald-600" : "bg-blue-700")}
          style={{ width: `${Math.min(100, goal.progressPercent)}%` }}
        />
      </div>
      <p className="mt-1 text-right text-xs text-slate-700">{pct(goal.progressPercent)}</p>
    </Card>
  );
}
