import { EXAM_LABELS } from "@shared/contract/common";
import type { DailyQuiz } from "@shared/contract/quizzes";
import { Award, CalendarCheck, Clock, Flame, ListChecks, Target } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { DifficultyBadge, ExamBadge } from "@/components/quiz-badges";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useUserProgress } from "@/hooks/use-user-progress";
import { formatCount, plural } from "@/lib/format";
import { cn } from "@/lib/utils";
import { DailyQuizAction } from "./daily-quiz-action";
import { useDailyQuiz, usePreviousDailyQuizzes } from "./use-daily-quiz";

const NO_FIGURE = "\u2014";

/** "2025-01-14" -> "Tue, 14 Jan" (a calendar day, so formatted in UTC) */
const dayFormat = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
function formatDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return dayFormat.format(new Date(Date.UTC(y, m - 1, d)));
}

export default function DailyQuizzesPage() {
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Daily Quizzes</h1>
        <p className="mt-1 text-slate-700">
          A new free quiz every day in the official exam pattern. Your first attempt earns leaderboard points.
        </p>
      </header>
      <ProgressStats />
      <TodaysChallenge />
      <PreviousDailyQuizzes />
    </div>
  );
}

function ProgressStats() {
  const progress = useUserProgress();
  const data = progress.data;
  const stats: { label: string; value: string; icon: ReactNode }[] = [
    {
      label: "Day Streak",
      value: data ? formatCount(data.dailyStreak) : NO_FIGURE,
      icon: <Flame className="h-5 w-5 text-orange-600" aria-hidden />,
    },
    {
      label: "Tests Done",
      value: data ? formatCount(data.testsCompleted) : NO_FIGURE,
      icon: <ListChecks className="h-5 w-5 text-blue-700" aria-hidden />,
    },
    {
      label: "Avg Score",
      value: data ? `${Math.round(Number(data.averageScore))}%` : NO_FIGURE,
      icon: <Target className="h-5 w-5 text-emerald-700" aria-hidden />,
    },
    {
      label: "Total Points",
      value: data ? formatCount(data.totalPoints) : NO_FIGURE,
      icon: <Award className="h-5 w-5 text-amber-600" aria-hidden />,
    },
  ];
  return (
    <section aria-labelledby="daily-stats-title">
      <h2 id="daily-stats-title" className="sr-only">
        Your progress
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {stats.map((stat) => (
          <Card key={stat.label} className="flex items-center gap-3 p-4">
            {stat.icon}
            <div>
              <dt className="text-sm text-slate-700">{stat.label}</dt>
              <dd className="text-xl font-bold text-slate-900" aria-busy={progress.isLoading}>
                {progress.isLoading ? "..." : stat.value}
              </dd>
            </div>
          </Card>
        ))}
      </dl>
    </section>
  );
}

function TodaysChallenge() {
  const daily = useDailyQuiz();
  return (
    <section aria-labelledby="todays-challenge-title">
      <Card className="overflow-hidden border-blue-200 bg-gradient-to-br from-blue-50 to-white">
        <CardHeader>
          <p className="flex items-center gap-2 text-sm font-semibold text-blue-800">
            <CalendarCheck className="h-4 w-4" aria-hidden />
            Today's Challenge
          </p>
          {daily.isLoading ? (
            <PageLoading label="Loading today's quiz..." />
          ) : daily.data ? (
            <CardTitle id="todays-challenge-title" className="text-xl">
              {daily.data.title}
            </CardTitle>
          ) : (
            <CardTitle id="todays-challenge-title" className="text-xl">
              No quiz today yet
            </CardTitle>
          )}
        </CardHeader>
        {daily.data ? (
          <CardContent className="space-y-4">
            <div className="flex flex-wrap gap-2">
              <ExamBadge examType={daily.data.examType} />
              <DifficultyBadge difficulty={daily.data.difficulty} />
            </div>
            {daily.data.description ? <p className="text-slate-700">{daily.data.description}</p> : null}
            <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800">
              <span className="inline-flex items-center gap-1">
                <ListChecks className="h-4 w-4" aria-hidden /> {plural(daily.data.totalQuestions, "question")}
              </span>
              <span className="inline-flex items-center gap-1">
                <Clock className="h-4 w-4" aria-hidden /> {plural(daily.data.timeLimit, "minute")}
              </span>
            </p>
            <DailyQuizAction quiz={daily.data} startLabel="Start Today's Quiz" />
          </CardContent>
        ) : daily.isError ? (
          <CardContent>
            <p className="text-slate-700">Today's quiz could not be loaded. Please try again later.</p>
          </CardContent>
        ) : null}
      </Card>
    </section>
  );
}

function PreviousDailyQuizzes() {
  const previous = usePreviousDailyQuizzes();
  return (
    <section aria-labelledby="previous-daily-title" className="space-y-4">
      <h2 id="previous-daily-title" className="text-xl font-semibold text-slate-900">
        Previous Daily Quizzes
      </h2>
      {previous.isLoading ? (
        <PageLoading label="Loading quizzes..." />
      ) : previous.isError ? (
        <EmptyState title="Could not load quizzes">Please try again later.</EmptyState>
      ) : (previous.data ?? []).length === 0 ? (
        <EmptyState title="No Quizzes Available">
          <p>Previous daily quizzes will appear here.</p>
          <Link to="/mock-tests" className={cn(buttonVariants({ variant: "outline" }), "mt-4")}>
            Browse Mock Tests
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {(previous.data ?? []).map((quiz) => (
            <li key={`${quiz.id}-${quiz.scheduledDate}`}>
              <PreviousQuizCard quiz={quiz} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PreviousQuizCard({ quiz }: { quiz: DailyQuiz }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <p className="text-xs font-medium uppercase tracking-wide text-slate-600">
          {formatDay(quiz.scheduledDate)}
        </p>
        <CardTitle className="text-base">{quiz.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          <ExamBadge examType={quiz.examType} />
          <DifficultyBadge difficulty={quiz.difficulty} />
        </div>
        <p className="flex-1 text-sm text-slate-700">{quiz.description}</p>
        <p className="text-sm text-slate-700">
          {plural(quiz.totalQuestions, "question")} · {quiz.timeLimit} min
        </p>
        <Link
          to={`/quiz/${quiz.id}`}
          className={buttonVariants({ variant: "outline" })}
          aria-label={`Retake Quiz: ${quiz.title} (${EXAM_LABELS[quiz.examType]})`}
        >
          Retake Quiz
        </Link>
      </CardContent>
    </Card>
  );
}
