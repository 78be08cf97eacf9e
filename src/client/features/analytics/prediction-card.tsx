import type { PredictionResponse } from "@shared/contract/predictions";
import type { ExamType } from "@shared/exam-types";
import { Target } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { translate } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { useExamName } from "@/lib/exam-names";
import { formatNumber } from "@/lib/indian-formats";
import { useNavigate } from "@/lib/router";
import { analyticsMessages } from "./analytics-messages";
import { useAdaptivePractice, usePredictions } from "./use-predictions";

/** The predicted score and percentile ranges for one exam, and "Practise my weak topics". */
export function PredictionCard({ exam }: { exam: ExamType }) {
  const t = useT(analyticsMessages);
  const examName = useExamName();
  const prediction = usePredictions(exam);
  return (
    <Card className="p-6" data-testid="prediction-card">
      <h2 className="text-lg font-semibold text-slate-900">
        {t("predictedTitle", { exam: examName(exam) })}
      </h2>
      {prediction.isPending ? (
        <p className="mt-3 text-slate-700">{t("loadingPrediction")}</p>
      ) : prediction.isError ? (
        <p className="mt-3 text-slate-700" role="alert">
          {t("predictionError")}
        </p>
      ) : (
        <PredictionBody data={prediction.data} />
      )}
      <PractiseWeakTopics exam={exam} />
    </Card>
  );
}

function PredictionBody({ data }: { data: PredictionResponse }) {
  const t = useT(analyticsMessages);
  const examName = useExamName();
  const n = formatNumber;
  const percent = Math.round(data.level * 100);
  const basis = t("predictionBasis", {
    answered: n(data.questionsAnswered),
    calibrated: n(data.itemsCalibrated),
    cohort: data.cohortSize,
    cohortFormatted: n(data.cohortSize),
    exam: examName(data.examType),
  });
  if (!data.enoughData || !data.score) {
    return (
      <>
        <p className="mt-3 text-2xl font-bold text-slate-700" data-testid="prediction-score">
          {t("notEnoughData")}
        </p>
        <p className="mt-2 text-sm text-slate-700" data-testid="prediction-basis">
          {t("predictionNeeds", { basis, answers: n(data.minimums.answers), items: n(data.minimums.items) })}
        </p>
      </>
    );
  }
  const { score, percentile } = data;
  return (
    <>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-slate-700">{t("scoreOnPaper")}</dt>
          <dd className="mt-1 text-3xl font-extrabold text-slate-900" data-testid="prediction-score">
            {t("range", { low: n(score.low), high: n(score.high) })}
            <span className="text-base font-medium text-slate-700">{t("ofMax", { max: n(score.max) })}</span>
          </dd>
          <dd className="text-sm text-slate-700">
            {t("mostLikelyScore", {
              expected: n(score.expected),
              questions: n(data.paper.questions),
              correct: n(data.paper.correct),
              wrong: n(data.paper.wrong),
            })}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">{t("percentileTitle")}</dt>
          {percentile ? (
            <>
              <dd className="mt-1 text-3xl font-extrabold text-slate-900" data-testid="prediction-percentile">
                {t("range", { low: n(percentile.low), high: n(percentile.high) })}
              </dd>
              <dd className="text-sm text-slate-700">
                {t("mostLikelyPercentile", { cohort: n(data.cohortSize), expected: n(percentile.expected) })}
              </dd>
            </>
          ) : (
            <dd className="mt-1 text-lg font-bold text-slate-700" data-testid="prediction-percentile">
              {t("cohortTooSmall", {
                notEnough: t("notEnoughData"),
                cohort: n(data.cohortSize),
                needed: n(data.minimums.cohort),
              })}
            </dd>
          )}
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700" data-testid="prediction-basis">
        {t("rangeHolds", { percent: n(percent), basis })}
      </p>
    </>
  );
}

function PractiseWeakTopics({ exam }: { exam: ExamType }) {
  const t = useT(analyticsMessages);
  const navigate = useNavigate();
  const practise = useAdaptivePractice();
  const start = () =>
    practise.mutate(exam, {
      onSuccess: ({ sheet }) => navigate(`/quiz/${sheet.quizId}?attempt=${sheet.attemptId}`),
      onError: (error) =>
        toast({
          title: translate(analyticsMessages, "practiceFailed"),
          description:
            error instanceof ApiError ? error.serverMessage : translate(analyticsMessages, "tryAgain"),
          variant: "destructive",
        }),
    });
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
      <Button onClick={start} disabled={practise.isPending} data-testid="practise-weak-topics">
        <Target className="h-4 w-4" aria-hidden />
        {practise.isPending ? t("preparing") : t("practiseWeakTopics")}
      </Button>
      <p className="text-sm text-slate-700">{t("practiseWeakText")}</p>
    </div>
  );
}
