import { EXAM_TYPES } from "@shared/exam-types";
import {
  BarChart3,
  BookOpen,
  CalendarCheck,
  ClipboardList,
  Clock,
  Flame,
  GraduationCap,
  ListChecks,
  type LucideIcon,
  Percent,
  Trophy,
} from "lucide-react";
import type { ReactNode } from "react";
import { FeedbackButton } from "@/components/feedback/feedback-button";
import { Button } from "@/components/ui/button";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { dashboardMessages } from "@/features/dashboard/dashboard-messages";
import { useTodaysQuiz } from "@/features/dashboard/use-todays-quiz";
import { LeaderboardSection } from "@/features/leaderboard/leaderboard-section";
import { LiveTestBanner } from "@/features/live-tests/live-test-banner";
import { InstallPrompt } from "@/features/pwa/install-prompt";
import { DailyQuizAction } from "@/features/quizzes/daily-quiz-action";
import { ReviewLink } from "@/features/review/review-link";
import { StudyPlanLink } from "@/features/study-plan/study-plan-link";
import { useAuth } from "@/hooks/use-auth";
import { useUserProgress } from "@/hooks/use-user-progress";
import { useT } from "@/i18n/use-t";
import { useQuizText } from "@/lib/content-language";
import { useExamName } from "@/lib/exam-names";
import { formatNumber } from "@/lib/indian-formats";
import { Link } from "@/lib/router";
import { cn, displayName } from "@/lib/utils";

/** The tiles; each one's name is `<words>` in the dashboard catalogue and its line `<words>Text`. */
const QUICK_PRACTICE: {
  to: string;
  words: "tileDaily" | "tileMock" | "tileProgress" | "tileLeaderboard";
  icon: LucideIcon;
  isAnchor?: boolean;
}[] = [
  { to: "/daily-quizzes", words: "tileDaily", icon: CalendarCheck },
  { to: "/mock-tests", words: "tileMock", icon: ClipboardList },
  { to: "/progress-tracking", words: "tileProgress", icon: BarChart3 },
  { to: "#leaderboard", words: "tileLeaderboard", icon: Trophy, isAnchor: true },
];

/** "73.456" -> "73%"; the API sends the mean score as a numeric string. */
export function roundedPercent(averageScore: string): string {
  const n = Number(averageScore);
  return `${Number.isFinite(n) ? Math.round(n) : 0}%`;
}

/** The signed-in learner's home: welcome, three stat cards, today's quiz, practice tiles, leaderboard. */
export default function DashboardPage() {
  const t = useT(dashboardMessages);
  const examName = useExamName();
  const { user } = useAuth();
  const progress = useUserProgress();
  const name = user?.firstName?.trim() || displayName(user, "");
  // "back" only for a learner who has been here before: one with a test behind them
  const returning = (progress.data?.testsCompleted ?? 0) > 0;
  const welcome = name
    ? t(returning ? "welcomeBack" : "welcome", { name })
    : t(returning ? "welcomeBackNoName" : "welcomeNoName");

  return (
    <div className="grid gap-8">
      <InstallPrompt />
      <LiveTestBanner />
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="welcome">
          {welcome}
        </h1>
        <p className="mt-1 text-slate-700">
          {progress.data
            ? t("pointsInAll", { points: formatNumber(progress.data.totalPoints) })
            : t("readyForPractice")}
        </p>
      </header>

      <section aria-label={t("yourFigures")} className="grid grid-cols-3 gap-2 sm:gap-4">
        <StatCard
          icon={Flame}
          tone="text-orange-700 bg-orange-100"
          label={t("dailyStreak")}
          testId="stat-streak"
          isLoading={progress.isPending}
          isError={progress.isError}
        >
          {progress.data ? t("streakDays", { count: progress.data.dailyStreak }) : null}
        </StatCard>
        <StatCard
          icon={ListChecks}
          tone="text-blue-700 bg-blue-100"
          label={t("testsCompleted")}
          testId="stat-tests"
          isLoading={progress.isPending}
          isError={progress.isError}
        >
          {progress.data ? progress.data.testsCompleted : null}
        </StatCard>
        <StatCard
          icon={Percent}
          tone="text-emerald-700 bg-emerald-100"
          label={t("averageScore")}
          testId="stat-average"
          isLoading={progress.isPending}
          isError={progress.isError}
        >
          {progress.data ? roundedPercent(progress.data.averageScore) : null}
        </StatCard>
      </section>
      {progress.isError ? (
        <p role="alert" className="-mt-4 flex items-center gap-3 text-sm text-slate-700">
          {t("figuresNotLoaded")}
          <Button size="sm" variant="outline" onClick={() => void progress.refetch()}>
            {t("retry")}
          </Button>
        </p>
      ) : null}

      <TodaysQuizCard />

      <ReviewLink />

      <StudyPlanLink />

      <section aria-labelledby="quick-practice-title">
        <h2 id="quick-practice-title" className="text-xl font-semibold text-slate-900">
          {t("quickPractice")}
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
          {QUICK_PRACTICE.map((tile) => {
            const body = (
              <>
                <tile.icon className="h-6 w-6 text-blue-700" aria-hidden />
                <span className="mt-2 block font-semibold text-slate-900">{t(tile.words)}</span>
                <span className="mt-0.5 block text-sm text-slate-700">{t(`${tile.words}Text`)}</span>
              </>
            );
            const tileClass =
              "block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-blue-300 hover:bg-blue-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600";
            return (
              <li key={tile.to}>
                {tile.isAnchor ? (
                  <a href={tile.to} className={tileClass}>
                    {body}
                  </a>
                ) : (
                  <Link to={tile.to} className={tileClass}>
                    {body}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="exams-title">
        <h2 id="exams-title" className="text-xl font-semibold text-slate-900">
          {t("prepareByExam")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t("prepareByExamText")}</p>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {EXAM_TYPES.map((exam) => (
            <li key={exam}>
              <Link
                to={`/exam/${exam}`}
                className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-blue-300 hover:bg-blue-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
              >
                <GraduationCap className="h-6 w-6 shrink-0 text-blue-700" aria-hidden />
                <span>
                  <span className="block font-semibold text-slate-900">{examName(exam)}</span>
                  <span className="block text-xs text-slate-700">{t(`blurb_${exam}`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <LeaderboardSection boxed />

      <div className="flex justify-end">
        <FeedbackButton />
      </div>
    </div>
  );
}

function StatCard({
  icon: Icon,
  tone,
  label,
  testId,
  isLoading,
  isError,
  children,
}: {
  icon: LucideIcon;
  tone: string;
  label: string;
  testId: string;
  isLoading: boolean;
  isError: boolean;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-2 p-3 text-center sm:flex-row sm:gap-4 sm:p-5 sm:text-left">
      <span
        className={cn(
          "flex h-10 w-10 shrink-0 items-center justify-center rounded-full sm:h-12 sm:w-12",
          tone,
        )}
      >
        <Icon className="h-5 w-5 sm:h-6 sm:w-6" aria-hidden />
      </span>
      <div className="flex flex-col-reverse sm:flex-col">
        <p className="text-xs text-slate-700 sm:text-sm">{label}</p>
        <p className="text-xl font-bold text-slate-900 sm:text-2xl" data-testid={testId}>
          {isLoading ? <span className="text-slate-600">…</span> : isError ? "–" : children}
        </p>
      </div>
    </Card>
  );
}

function TodaysQuizCard() {
  const t = useT(dashboardMessages);
  const quiz = useTodaysQuiz();
  const quizText = useQuizText();
  return (
    <Card tone="blue" className="overflow-hidden">
      <CardHeader className="bg-gradient-to-r from-blue-50 to-white">
        <p className="text-sm font-semibold uppercase tracking-wide text-blue-800">{t("todaysFreeQuiz")}</p>
        <CardTitle size="xl" data-testid="todays-quiz-title">
          {quiz.isPending ? t("loadingTodaysQuiz") : quiz.data ? quizText.title(quiz.data) : t("noQuizToday")}
        </CardTitle>
        {quiz.data?.description ? (
          <p className="text-slate-700" data-testid="todays-quiz-description">
            {quizText.description(quiz.data)}
          </p>
        ) : null}
      </CardHeader>
      <div className="flex flex-wrap items-center justify-between gap-4 p-5 pt-4">
        {quiz.data ? (
          <>
            <p className="flex flex-wrap items-center gap-4 text-slate-700">
              <span className="inline-flex items-center gap-1.5">
                <BookOpen className="h-4 w-4" aria-hidden />
                {t("questionCount", { count: quiz.data.totalQuestions })}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Clock className="h-4 w-4" aria-hidden />
                {t("minutes", { count: quiz.data.timeLimit })}
              </span>
            </p>
            <DailyQuizAction quiz={quiz.data} startLabel={t("startQuiz")} />
          </>
        ) : quiz.isError ? (
          <p className="flex flex-wrap items-center gap-3 text-slate-700">
            {t("todaysNotLoaded")}
            <Button size="sm" variant="outline" onClick={() => void quiz.refetch()}>
              {t("retry")}
            </Button>
            <Link to="/daily-quizzes" className="font-semibold text-blue-800 underline">
              {t("seeAllDaily")}
            </Link>
          </p>
        ) : null}
      </div>
    </Card>
  );
}
