import type { AttemptResult, CutoffResult, PercentileBar } from "@shared/contract/attempts";
import { Check, X } from "lucide-react";
import { currentLanguage } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { formatMarks, formatPercent } from "@/lib/format";
import { formatNtaScore, formatNumber } from "@/lib/indian-formats";
import { cn } from "@/lib/utils";
import { resultsMessages } from "./results-messages";

/** A cut-off's citation in the interface language: the data's Hindi where it has one. */
export function sourceIn(cited: { source: string; sourceHi?: string | undefined }): string {
  return (currentLanguage() === "hi" && cited.sourceHi) || cited.source;
}

/** "Cleared" or "Not cleared", in words and colour. */
function Verdict({
  cleared,
  yes = "cleared",
  no = "notCleared",
}: {
  cleared: boolean;
  yes?: "cleared" | "qualified" | "barReached";
  no?: "notCleared" | "notQualified" | "barNotReached";
}) {
  const t = useT(resultsMessages);
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-sm font-semibold",
        cleared ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900",
      )}
    >
      {cleared ? <Check className="h-4 w-4" aria-hidden /> : <X className="h-4 w-4" aria-hidden />}
      {t(cleared ? yes : no)}
    </span>
  );
}

/** "IBPS PO prelims 2024 cut-off (General): 59.5/100 — 35.7 scaled to this test: cleared" */
export function CutoffLine({ cutoff, label }: { cutoff: CutoffResult; label: string }) {
  const t = useT(resultsMessages);
  const contentName = useContentName();
  const scaled = cutoff.marks !== cutoff.officialMarks;
  return (
    <li className="space-y-0.5" data-testid="cutoff-line">
      <p className="text-slate-900">
        <span className="font-semibold">
          {label}, {cutoff.year} ({contentName(cutoff.category)}):
        </span>{" "}
        {formatMarks(cutoff.officialMarks)}/{formatMarks(cutoff.officialMaxMarks)}
        {scaled ? (
          <>
            {" "}
            {"\u2014"} {t("scaledToTest", { marks: formatMarks(cutoff.marks) })}
          </>
        ) : null}
        : <Verdict cleared={cutoff.cleared} />
      </p>
      <p className="text-xs text-slate-700">{t("source", { source: sourceIn(cutoff) })}</p>
    </li>
  );
}

/**
 * "JEE Advanced eligibility, JEE Main 2025 (General): 93.1023262 percentile", and the learner's
 * percentile in this test beside it where the result shows one (among its first attempts on Abhyas,
 * so a guide, not an NTA score).
 */
function PercentileBarLine({ bar, result }: { bar: PercentileBar; result: AttemptResult }) {
  const t = useT(resultsMessages);
  const contentName = useContentName();
  const values = { year: bar.year, category: contentName(bar.category) };
  return (
    <li className="space-y-0.5" data-testid="percentile-bar-line">
      <p className="text-slate-900">
        <span className="font-semibold">
          {t(bar.purpose === "jee-advanced" ? "barJeeAdvanced" : "barNeetCounselling", values)}
        </span>{" "}
        {t("barPercentile", { percentile: formatNtaScore(bar.percentile) })}
      </p>
      {bar.reached !== null && result.percentile !== null && result.percentileCohort !== null ? (
        <p className="text-slate-800">
          {t("barYourPercentile", {
            percentile: formatNumber(result.percentile),
            count: formatNumber(result.percentileCohort),
          })}{" "}
          <Verdict cleared={bar.reached} yes="barReached" no="barNotReached" />
        </p>
      ) : null}
      <p className="text-xs text-slate-700">{t("source", { source: sourceIn(bar) })}</p>
    </li>
  );
}

/** The overall cut-off, a qualifying paper's mark and a qualifying percentile, where the paper has them. */
export function CutoffSummary({ result }: { result: AttemptResult }) {
  const t = useT(resultsMessages);
  const { cutoff, qualifying, qualifyingPercentile } = result;
  if (!cutoff && !qualifying && !qualifyingPercentile) return null;
  return (
    <ul className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm">
      {qualifying ? (
        <li data-testid="qualifying-line">
          <p className="text-slate-900">
            <span className="font-semibold">{t("qualifyingPaper")}</span>{" "}
            {t("qualifyingNeeded", {
              needed: formatPercent(qualifying.percent),
              scored: formatPercent(result.percent),
            })}{" "}
            <Verdict cleared={qualifying.cleared} yes="qualified" no="notQualified" />
          </p>
          {qualifying.source ? (
            <p className="text-xs text-slate-700">
              {t("source", {
                source: sourceIn({ source: qualifying.source, sourceHi: qualifying.sourceHi }),
              })}
            </p>
          ) : null}
        </li>
      ) : null}
      {cutoff ? <CutoffLine cutoff={cutoff} label={t("overallCutoff")} /> : null}
      {qualifyingPercentile ? <PercentileBarLine bar={qualifyingPercentile} result={result} /> : null}
    </ul>
  );
}
