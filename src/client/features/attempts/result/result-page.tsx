import type { AttemptResult } from "@shared/contract/attempts";
import { RotateCcw } from "lucide-react";
import { type ReactNode, useState } from "react";
import { ChangeNotes } from "@/components/change-notes";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { StimulusPanel } from "@/components/stimulus/stimulus-panel";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { ApiError, isUnauthorized } from "@/lib/api-client";
import { useQuizText } from "@/lib/content-language";
import { useExamName } from "@/lib/exam-names";
import { formatMarks, formatPercent, formatSeconds } from "@/lib/format";
import { formatDateTime, formatNumber } from "@/lib/indian-formats";
import { useQuestionLanguage } from "@/lib/question-language";
import { Link, useNavigate, useParams } from "@/lib/router";
import { signInAgain } from "@/lib/sign-in-again";
import { cn } from "@/lib/utils";
import { MIN_PERCENTILE_COHORT, percentileShown } from "../../../../domain/percentile";
import { LanguageSwitch } from "../hall/language-switch";
import { opensStimulusSet, stimulusOf } from "../hall/stimulus-of";
import { PaceAnalysis } from "./pace-analysis";
import { ResultBreakdown } from "./result-breakdown";
import { resultsMessages } from "./results-messages";
import { ReviewCard } from "./review-card";
import { useAttemptResult, useRetakeWrong } from "./use-attempt-result";
import { WithheldResultView } from "./withheld-result";

type ReviewFilter = "all" | "wrong" | "partial" | "skipped" | "correct";

/** /results/{attemptId}: marks with negative marking, the figures, and a review of every question. */
export default function ResultPage() {
  const params = useParams();
  const attemptId = Number(params.attemptId);
  const t = useT(resultsMessages);
  const result = useAttemptResult(attemptId);

  if (result.isLoading) return <PageLoading label={t("loadingResult")} />;
  if (result.isError || !result.data) {
    const error = result.error;
    const notSubmitted = error instanceof ApiError && error.status === 409;
    return (
      <EmptyState title={notSubmitted ? t("notSubmittedYet") : t("resultNotFound")}>
        <p>{notSubmitted ? t("notSubmittedText") : t("resultNotFoundText")}</p>
        <Link to="/" className={cn(buttonVariants({ variant: "outline" }), "mt-4")}>
          {t("backToDashboard")}
        </Link>
      </EmptyState>
    );
  }
  const { withheld } = result.data;
  if (withheld) return <WithheldResultView result={result.data} withheld={withheld} />;
  return <ResultView result={result.data} />;
}

function ResultView({ result }: { result: AttemptResult }) {
  const t = useT(resultsMessages);
  const quizText = useQuizText();
  const examName = useExamName();
  const navigate = useNavigate();
  const retake = useRetakeWrong();
  const [filter, setFilter] = useState<ReviewFilter>("all");
  const [language, setLanguage] = useQuestionLanguage();
  const hasHindi = result.review.some((item) => item.hi);
  const toRetake = result.wrong + result.skipped;

  const retakeWrong = () =>
    retake.mutate(result.attemptId, {
      onSuccess: (sheet) => navigate(`/quiz/${sheet.quizId}?attempt=${sheet.attemptId}`),
      onError: (error) => {
        if (isUnauthorized(error)) {
          signInAgain();
          return;
        }
        toast({
          title: t("retakeFailed"),
          description: error instanceof ApiError ? error.serverMessage : t("pleaseTryAgain"),
          variant: "destructive",
        });
      },
    });

  const visible = result.review.filter((item) => filter === "all" || item.outcome === filter);

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Badge>{examName(result.quiz.examType)}</Badge>
          {result.retakeOfAttemptId !== null ? <Badge variant="premium">{t("retakeOfWrong")}</Badge> : null}
        </div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t("resultTitle", { title: quizText.title(result.quiz) })}
        </h1>
        <p className="text-sm text-slate-700">
          {t("submittedAt", { when: formatDateTime(result.submittedAt) })}
        </p>
      </header>

      <ChangeNotes quizId={result.quiz.id} />
      <ScoreSummary result={result} />
      <ResultBreakdown result={result} />
      <PaceAnalysis attemptId={result.attemptId} language={language} />

      <div className="flex flex-wrap gap-2">
        {toRetake > 0 ? (
          <Button onClick={retakeWrong} disabled={retake.isPending}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            {retake.isPending ? t("preparing") : t("retakeWrong")}
          </Button>
        ) : null}
        <Link to={`/quiz/${result.quiz.id}`} className={buttonVariants({ variant: "outline" })}>
          {t("retakeWhole")}
        </Link>
        <Link to="/" className={buttonVariants({ variant: "ghost" })}>
          {t("backToDashboard")}
        </Link>
      </div>

      <section aria-labelledby="review-title" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="review-title" className="text-xl font-semibold text-slate-900">
            {t("review")}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            {hasHindi ? <LanguageSwitch value={language} onChange={setLanguage} /> : null}
            <fieldset className="flex flex-wrap gap-1">
              <legend className="sr-only">{t("showQuestions")}</legend>
              {(
                [
                  ["all", t("filterAll", { count: result.totalQuestions })],
                  ["wrong", t("filterWrong", { count: result.wrong })],
                  ...((result.partial ?? 0) > 0
                    ? ([["partial", t("filterPartial", { count: result.partial ?? 0 })]] as const)
                    : []),
                  ["skipped", t("filterSkipped", { count: result.skipped })],
                  ["correct", t("filterCorrect", { count: result.correct })],
                ] as const
              ).map(([value, label]) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={filter === value}
                  onClick={() => setFilter(value)}
                  className={cn(
                    "rounded-full border px-3 py-1 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600",
                    filter === value
                      ? "border-blue-700 bg-blue-700 font-semibold text-white"
                      : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
                  )}
                >
                  {label}
                </button>
              ))}
            </fieldset>
          </div>
        </div>
        {visible.length === 0 ? (
          <EmptyState title={t("nothingToShow")}>{t("noMatch")}</EmptyState>
        ) : (
          <ol className="space-y-4">
            {visible.map((item, index) => {
              const stimulus = opensStimulusSet(visible, index) ? stimulusOf(result, item) : null;
              return (
                <li key={item.id} className="space-y-3">
                  {stimulus ? <StimulusPanel stimulus={stimulus} language={language} /> : null}
                  <ReviewCard item={item} number={result.review.indexOf(item) + 1} language={language} />
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}

/** NTA's percentile with the first attempts it is counted among, or why there is none yet. */
function PercentileValue({ result }: { result: AttemptResult }) {
  const t = useT(resultsMessages);
  const { percentile, percentileCohort: cohort } = result;
  if (percentile === null || cohort === null) return "\u2014";
  if (!percentileShown(cohort))
    return (
      <span className="block text-sm font-normal text-slate-700" data-testid="result-percentile">
        {t("percentileTooFew", { count: formatNumber(cohort), min: formatNumber(MIN_PERCENTILE_COHORT) })}
      </span>
    );
  return (
    <span data-testid="result-percentile">
      {formatNumber(percentile)}
      <span className="block text-sm font-normal text-slate-700">
        {t("percentileAmong", { count: formatNumber(cohort) })}
      </span>
    </span>
  );
}

function ScoreSummary({ result }: { result: AttemptResult }) {
  const t = useT(resultsMessages);
  const { marking } = result;
  const positive = result.correct * marking.correct;
  const negative = result.wrong * marking.wrong;
  const partialMarks = result.review
    .filter((item) => item.outcome === "partial")
    .reduce((sum, item) => sum + item.marksAwarded, 0);
  const stats: { label: string; value: ReactNode }[] = [
    { label: t("accuracy"), value: formatPercent(result.accuracy) },
    {
      label: t("correctWrongSkipped"),
      value: (
        <>
          <span className="text-green-800">{result.correct}</span> /{" "}
          <span className="text-red-800">{result.wrong}</span> /{" "}
          <span className="text-slate-700">{result.skipped}</span>
        </>
      ),
    },
    { label: t("timeTaken"), value: formatSeconds(result.timeSpent) },
    { label: t("timePerQuestion"), value: formatSeconds(result.timePerQuestion) },
    { label: t("percentile"), value: <PercentileValue result={result} /> },
    {
      label: t("pointsEarned"),
      value: result.isFirst ? `+${formatNumber(result.points)}` : t("retakeNoPoints"),
    },
  ];
  return (
    <Card className="grid gap-6 p-5 md:grid-cols-[minmax(0,280px)_1fr]">
      <div className="rounded-xl bg-blue-50 p-5 text-center">
        <p className="text-sm font-medium text-blue-900">{t("marksObtained")}</p>
        <p className="mt-1 text-4xl font-extrabold text-slate-900" data-testid="result-marks">
          {formatMarks(result.marks)}
          <span className="text-xl font-semibold text-slate-700"> / {formatMarks(result.maxMarks)}</span>
        </p>
        <p className="mt-1 text-sm text-slate-800">
          {t("ofMaximum", { percent: formatPercent(result.percent) })}
        </p>
        <p className="mt-3 text-xs text-slate-800" data-testid="marking-breakdown">
          {result.correct} × {formatMarks(marking.correct, { signed: true })} ={" "}
          {formatMarks(positive, { signed: true })}
          <br />
          {result.wrong} × {formatMarks(marking.wrong, { signed: true })} ={" "}
          {formatMarks(negative, { signed: true })} {t("negativeMarking")}
          <br />
          {(result.partial ?? 0) > 0 ? (
            <>
              {t("partialMarksSum", {
                count: result.partial ?? 0,
                marks: formatMarks(partialMarks, { signed: true }),
              })}
              <br />
            </>
          ) : null}
          {t("skippedTimesZero", { count: result.skipped })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt className="text-sm text-slate-700">{stat.label}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-slate-900">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
