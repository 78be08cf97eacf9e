import type { DailyQuiz } from "@shared/contract/quizzes";
import { Award, CalendarCheck, Clock, Flame, ListChecks, Target } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { DifficultyBadge, ExamBadge } from "@/components/quiz-badges";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useUserProgress } from "@/hooks/use-user-progress";
import { useT } from "@/i18n/use-t";
import { useQuizText } from "@/lib/content-language";
import { useExamName } from "@/lib/exam-names";
import { formatCalendarDay, formatNumber } from "@/lib/indian-formats";
import { Link } from "@/lib/router";
import { cn } from "@/lib/utils";
import { DailyQuizAction } from "./daily-quiz-action";
import { quizzesMessages } from "./quizzes-messages";
import { useDailyQuiz, usePreviousDailyQuizzes } from "./use-daily-quiz";

const NO_FIGURE = "\u2014";

export default function DailyQuizzesPage() {
  const t = useT(quizzesMessages);
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("dailyQuizzes")}</h1>
        <p className="mt-1 text-slate-700">{t("dailyIntro")}</p>
      </header>
      <ProgressStats />
      <TodaysChallenge />
      <PreviousDailyQuizzes />
    </div>
  );
}

function ProgressStats() {
  const t = useT(quizzesMessages);
  const progress = useUserProgress();
  const data = progress.data;
  const stats: { label: string; value: string; icon: ReactNode }[] = [
    {
      label: t("dayStreak"),
      value: data ? formatNumber(data.dailyStreak) : NO_FIGURE,
      icon: <Flame className="h-5 w-5 text-orange-600" aria-hidden />,
    },
    {
      label: t("testsDone"),
      value: data ? formatNumber(data.testsCompleted) : NO_FIGURE,
      icon: <ListChecks className="h-5 w-5 text-blue-700" aria-hidden />,
    },
    {
      label: t("avgScore"),
      value: data ? `${Math.round(Number(data.averageScore))}%` : NO_FIGURE,
      icon: <Target className="h-5 w-5 text-emerald-700" aria-hidden />,
    },
    {
      label: t("totalPoints"),
      value: data ? formatNumber(data.totalPoints) : NO_FIGURE,
      icon: <Award className="h-5 w-5 text-amber-600" aria-hidden />,
    },
  ];
  return (
    <section aria-labelledby="daily-stats-title">
      <h2 id="daily-stats-title" className="sr-only">
        {t("yourProgress")}
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
  const t = useT(quizzesMessages);
  const quizText = useQuizText();
  const daily = useDailyQuiz();
  return (
    <section aria-labelledby="todays-challenge-title">
      <Card tone="blueGradient" className="overflow-hidden">
        <CardHeader>
          <p className="flex items-center gap-2 text-sm font-semibold text-blue-800">
            <CalendarCheck className="h-4 w-4" aria-hidden />
            {t("todaysChallenge")}
          </p>
          {daily.isLoading ? (
            <PageLoading label={t("loadingTodaysQuiz")} />
          ) : daily.data ? (
            <CardTitle id="todays-challenge-title" size="xl">
              {quizText.title(daily.data)}
            </CardTitle>
          ) : (
            <CardTitle id="todays-challenge-title" size="xl">
              {t("noQuizTodayYet")}
            </CardTitle>
          )}
        </CardHeader>
        {daily.data ? (
          <CardContent className="space-y-4">
            <div className="flex flex-wrap gap-2">
              <ExamBadge examType={daily.data.examType} />
              <DifficultyBadge difficulty={daily.data.difficulty} />
            </div>
            {daily.data.description ? (
              <p className="text-slate-700">{quizText.description(daily.data)}</p>
            ) : null}
            <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800">
              <span className="inline-flex items-center gap-1">
                <ListChecks className="h-4 w-4" aria-hidden />{" "}
                {t("questionCount", { count: daily.data.totalQuestions })}
              </span>
              <span className="inline-flex items-center gap-1">
                <Clock className="h-4 w-4" aria-hidden /> {t("minuteCount", { count: daily.data.timeLimit })}
              </span>
            </p>
            <DailyQuizAction quiz={daily.data} startLabel={t("startTodaysQuiz")} />
          </CardContent>
        ) : daily.isError ? (
          <CardContent>
            <p className="text-slate-700">{t("todaysNotLoaded")}</p>
          </CardContent>
        ) : null}
      </Card>
    </section>
  );
}

function PreviousDailyQuizzes() {
  const t = useT(quizzesMessages);
  const previous = usePreviousDailyQuizzes();
  return (
    <section aria-labelledby="previous-daily-title" className="space-y-4">
      <h2 id="previous-daily-title" className="text-xl font-semibold text-slate-900">
        {t("previousDaily")}
      </h2>
      {previous.isLoading ? (
        <PageLoading label={t("loadingQuizzes")} />
      ) : previous.isError ? (
        <EmptyState title={t("couldNotLoadQuizzes")}>{t("tryLater")}</EmptyState>
      ) : (previous.data ?? []).length === 0 ? (
        <EmptyState title={t("noQuizzes")}>
          <p>{t("previousAppear")}</p>
          <Link to="/mock-tests" className={cn(buttonVariants({ variant: "outline" }), "mt-4")}>
            {t("browseMock")}
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
  const t = useT(quizzesMessages);
  const quizText = useQuizText();
  const examName = useExamName();
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <p className="text-xs font-medium uppercase tracking-wide text-slate-600">
          {formatCalendarDay(quiz.scheduledDate)}
        </p>
        <CardTitle size="base">{quizText.title(quiz)}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          <ExamBadge examType={quiz.examType} />
          <DifficultyBadge difficulty={quiz.difficulty} />
        </div>
        <p className="flex-1 text-sm text-slate-700">{quizText.description(quiz)}</p>
        <p className="text-sm text-slate-700">
          {t("questionsMinutes", {
            questions: t("questionCount", { count: quiz.totalQuestions }),
            minutes: quiz.timeLimit,
          })}
        </p>
        <Link
          to={`/quiz/${quiz.id}`}
          className={buttonVariants({ variant: "outline" })}
          aria-label={t("retakeQuizLabel", { title: quizText.title(quiz), exam: examName(quiz.examType) })}
        >
          {t("retakeQuiz")}
        </Link>
      </CardContent>
    </Card>
  );
}
