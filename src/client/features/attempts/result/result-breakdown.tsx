import type { AttemptResult } from "@shared/contract/attempts";
import { useT } from "@/i18n/use-t";
import { CutoffSummary } from "./cutoff-summary";
import { QuestionTimesChart } from "./question-times-chart";
import { resultsMessages } from "./results-messages";
import { SectionResultsTable } from "./section-results-table";

/** Below the score: the cut-offs and qualifying mark, results per section, and time per question. */
export function ResultBreakdown({ result }: { result: AttemptResult }) {
  const t = useT(resultsMessages);
  const sections = result.sections ?? [];
  const hasTimes = result.review.some((item) => typeof item.timeSpent === "number");
  if (
    sections.length === 0 &&
    !result.cutoff &&
    !result.qualifying &&
    !result.qualifyingPercentile &&
    !hasTimes
  )
    return null;
  return (
    <div className="space-y-6" data-testid="result-breakdown">
      <CutoffSummary result={result} />
      {sections.length > 0 ? (
        <section aria-labelledby="sections-title" className="space-y-3">
          <h2 id="sections-title" className="text-xl font-semibold text-slate-900">
            {t("sections")}
          </h2>
          <SectionResultsTable sections={sections} />
        </section>
      ) : null}
      {hasTimes ? (
        <section aria-labelledby="times-title" className="space-y-3">
          <h2 id="times-title" className="text-xl font-semibold text-slate-900">
            {t("timePerQuestion")}
          </h2>
          <QuestionTimesChart review={result.review} />
        </section>
      ) : null}
    </div>
  );
}
