import type { ExamCutoffs } from "@shared/contract/exams";
import { currentLanguage } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { formatMarks } from "@/lib/format";
import { formatNtaScore } from "@/lib/indian-formats";
import { examsMessages } from "./exams-messages";

const inLanguage = (cited: { source: string; sourceHi?: string | undefined }) =>
  (currentLanguage() === "hi" && cited.sourceHi) || cited.source;

/**
 * The exam's latest published cut-off, as the bar a mock test's result is set against: marks out of
 * the official paper, the qualifying percentile (JEE, NEET) and a qualifying paper's rule (CSAT),
 * each with its year and source.
 */
export function ExamCutoffsList({ cutoffs }: { cutoffs: ExamCutoffs }) {
  const t = useT(examsMessages);
  const contentName = useContentName();
  const category = contentName(cutoffs.category);
  const bar = cutoffs.qualifyingPercentile;
  const rule = cutoffs.qualifyingPaper;
  return (
    <div className="space-y-3 text-sm" data-testid="exam-cutoffs">
      <div>
        {cutoffs.overall !== undefined ? (
          <p className="text-slate-900">
            <span className="font-semibold">{t("cutoffOf", { year: cutoffs.year, category })}</span>{" "}
            {t("cutoffMarks", { marks: formatMarks(cutoffs.overall), max: formatMarks(cutoffs.maxMarks) })}
          </p>
        ) : null}
        {bar ? (
          <p className="text-slate-900">
            <span className="font-semibold">
              {t(bar.purpose === "jee-advanced" ? "barJeeAdvanced" : "barNeetCounselling", {
                year: cutoffs.year,
                category,
              })}
            </span>{" "}
            {t("barPercentile", { percentile: formatNtaScore(bar.percentile) })}
          </p>
        ) : null}
        <p className="text-xs text-slate-700">{t("source", { source: inLanguage(cutoffs) })}</p>
      </div>
      {rule ? (
        <div>
          <p className="text-slate-900">{t("qualifyingPaperRule", { percent: `${rule.percent}%` })}</p>
          <p className="text-xs text-slate-700">{t("source", { source: inLanguage(rule) })}</p>
        </div>
      ) : null}
    </div>
  );
}
