import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { ItemAnalysisCard } from "./item-analysis-card";
import { Panel } from "./panel";
import { QuizSelectField } from "./quiz-select";
import { useItemAnalysis } from "./use-item-analysis";

/**
 * Item analysis: a quiz's questions from its first attempts, the most serious flag first (a likely
 * wrong key before anything else), so the admin checks those keys before learners lose marks.
 */
export function ItemAnalysisTab() {
  const [quizId, setQuizId] = useState<number | null>(null);
  const analysis = useItemAnalysis(quizId);
  const flagged = analysis.data?.questions.filter((q) => q.flags.length).length ?? 0;
  return (
    <div className="grid gap-6">
      <Panel
        title="Item analysis"
        id="item-analysis"
        actions={
          quizId !== null ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => void analysis.refetch()}
              disabled={analysis.isFetching}
            >
              <RefreshCw className="h-4 w-4" aria-hidden />
              Refresh
            </Button>
          ) : null
        }
      >
        <div className="grid gap-3">
          <QuizSelectField id="item-analysis-quiz" label="Quiz" value={quizId} onChange={setQuizId} />
          <p className="text-sm text-slate-700">
            From each learner's first attempt. Facility: the average marks as a share of the range from the
            least to the most a question can earn. Discrimination: how its marks correlate with the rest of
            the test (out of 100). Efficiency: that correlation against the most it could be; below 15% is
            dubious.
          </p>
        </div>
      </Panel>
      {quizId === null ? null : analysis.isLoading ? (
        <PageLoading label="Analysing answers..." />
      ) : analysis.isError ? (
        <p className="text-red-700">Could not load the item analysis. Please try again.</p>
      ) : !analysis.data?.questions.length ? (
        <EmptyState title="This quiz has no questions yet" />
      ) : (
        <section aria-labelledby="item-analysis-results" className="grid gap-3">
          <h2 id="item-analysis-results" className="text-lg font-semibold text-slate-900">
            {analysis.data.title}: {analysis.data.firstAttempts} first attempt
            {analysis.data.firstAttempts === 1 ? "" : "s"}, {flagged} of {analysis.data.questions.length}{" "}
            questions flagged
          </h2>
          {analysis.data.questions.map((row) => (
            <ItemAnalysisCard key={row.questionId} row={row} minAttempts={analysis.data.minAttempts} />
          ))}
        </section>
      )}
    </div>
  );
}
