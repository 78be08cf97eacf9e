import { EXAM_LABELS, type ExamType } from "@shared/contract/common";
import type { PredictionResponse } from "@shared/contract/predictions";
import { Target } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useAdaptivePractice, usePredictions } from "./use-predictions";

const NOT_ENOUGH_DATA = "Not enough data yet";

/** The predicted score and percentile ranges for one exam, and "Practise my weak topics". */
export function PredictionCard({ exam }: { exam: ExamType }) {
  const prediction = usePredictions(exam);
  return (
    <Card className="p-6" data-testid="prediction-card">
      <h2 className="text-lg font-semibold text-slate-900">Predicted {EXAM_LABELS[exam]} result</h2>
      {prediction.isPending ? (
        <p className="mt-3 text-slate-700">Loading prediction...</p>
      ) : prediction.isError ? (
        <p className="mt-3 text-slate-700" role="alert">
          Your prediction could not be loaded.
        </p>
      ) : (
        <PredictionBody data={prediction.data} />
      )}
      <PractiseWeakTopics exam={exam} />
    </Card>
  );
}

function PredictionBody({ data }: { data: PredictionResponse }) {
  const percent = Math.round(data.level * 100);
  const basis = `From ${data.questionsAnswered} of your answers on ${data.itemsCalibrated} calibrated questions; ${data.cohortSize} Abhyas ${data.cohortSize === 1 ? "candidate" : "candidates"} of ${EXAM_LABELS[data.examType]}.`;
  if (!data.enoughData || !data.score) {
    return (
      <>
        <p className="mt-3 text-2xl font-bold text-slate-700" data-testid="prediction-score">
          {NOT_ENOUGH_DATA}
        </p>
        <p className="mt-2 text-sm text-slate-700" data-testid="prediction-basis">
          {basis} A prediction needs at least {data.minimums.answers} answers on calibrated questions and{" "}
          {data.minimums.items} calibrated questions in the exam (a question is calibrated once 5 learners
          have answered it).
        </p>
      </>
    );
  }
  const { score, percentile } = data;
  return (
    <>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-slate-700">Score on the full paper</dt>
          <dd className="mt-1 text-3xl font-extrabold text-slate-900" data-testid="prediction-score">
            {score.low} to {score.high}
            <span className="text-base font-medium text-slate-700"> of {score.max}</span>
          </dd>
          <dd className="text-sm text-slate-700">
            Most likely about {score.expected} ({data.paper.questions} questions, +{data.paper.correct} right,{" "}
            {data.paper.wrong} wrong)
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">Percentile among Abhyas candidates</dt>
          {percentile ? (
            <>
              <dd className="mt-1 text-3xl font-extrabold text-slate-900" data-testid="prediction-percentile">
                {percentile.low} to {percentile.high}
              </dd>
              <dd className="text-sm text-slate-700">
                Among {data.cohortSize} candidates; most likely about {percentile.expected}
              </dd>
            </>
          ) : (
            <dd className="mt-1 text-lg font-bold text-slate-700" data-testid="prediction-percentile">
              {NOT_ENOUGH_DATA}: {data.cohortSize} of the {data.minimums.cohort} candidates needed
            </dd>
          )}
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700" data-testid="prediction-basis">
        Each range holds the truth {percent} times in 100. {basis}
      </p>
    </>
  );
}

function PractiseWeakTopics({ exam }: { exam: ExamType }) {
  const navigate = useNavigate();
  const practise = useAdaptivePractice();
  const start = () =>
    practise.mutate(exam, {
      onSuccess: ({ sheet }) => navigate(`/quiz/${sheet.quizId}?attempt=${sheet.attemptId}`),
      onError: (error) =>
        toast({
          title: "Practice could not start",
          description: error instanceof ApiError ? error.serverMessage : "Please try again.",
          variant: "destructive",
        }),
    });
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
      <Button onClick={start} disabled={practise.isPending} data-testid="practise-weak-topics">
        <Target className="h-4 w-4" aria-hidden />
        {practise.isPending ? "Preparing..." : "Practise my weak topics"}
      </Button>
      <p className="text-sm text-slate-700">10 questions you have not seen lately, matched to your level.</p>
    </div>
  );
}
