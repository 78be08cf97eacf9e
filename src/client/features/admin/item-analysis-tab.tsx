import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { adminAnalyticsMessages } from "./admin-analytics-messages";
import { ItemAnalysisCard } from "./item-analysis-card";
import { Panel } from "./panel";
import { QuizSelectField } from "./quiz-select";
import { useItemAnalysis } from "./use-item-analysis";

/**
 * Item analysis: a quiz's questions from its first attempts, the most serious flag first (a likely
 * wrong key before anything else), so the admin checks those keys before learners lose marks.
 */
export function ItemAnalysisTab() {
  const t = useT(adminAnalyticsMessages);
  const [quizId, setQuizId] = useState<number | null>(null);
  const analysis = useItemAnalysis(quizId);
  const flagged = analysis.data?.questions.filter((q) => q.flags.length).length ?? 0;
  return (
    <div className="grid gap-6">
      <Panel
        title={t("itemAnalysis")}
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
              {t("refresh")}
            </Button>
          ) : null
        }
      >
        <div className="grid gap-3">
          <QuizSelectField id="item-analysis-quiz" label={t("quiz")} value={quizId} onChange={setQuizId} />
          <p className="text-sm text-slate-700">{t("itemAnalysisIntro")}</p>
        </div>
      </Panel>
      {quizId === null ? null : analysis.isLoading ? (
        <PageLoading label={t("analysing")} />
      ) : analysis.isError ? (
        <p className="text-red-700">{t("itemAnalysisError")}</p>
      ) : !analysis.data?.questions.length ? (
        <EmptyState title={t("noQuestions")} />
      ) : (
        <section aria-labelledby="item-analysis-results" className="grid gap-3">
          <h2 id="item-analysis-results" className="text-lg font-semibold text-slate-900">
            {t("itemAnalysisSummary", {
              title: analysis.data.title,
              attempts: analysis.data.firstAttempts,
              attemptsFormatted: formatNumber(analysis.data.firstAttempts),
              flagged,
              total: analysis.data.questions.length,
            })}
          </h2>
          {analysis.data.questions.map((row) => (
            <ItemAnalysisCard key={row.questionId} row={row} thresholds={analysis.data} />
          ))}
        </section>
      )}
    </div>
  );
}
