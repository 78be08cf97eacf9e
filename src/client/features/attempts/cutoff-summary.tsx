import type { AttemptResult, CutoffResult } from "@shared/contract/attempts";
import { Check, X } from "lucide-react";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { formatMarks, formatPercent } from "@/lib/format";
import { cn } from "@/lib/utils";
import { resultsMessages } from "./results-messages";

/** "Cleared" or "Not cleared", in words and colour. */
function Verdict({
  cleared,
  yes = "cleared",
  no = "notCleared",
}: {
  cleared: boolean;
  yes?: "cleared" | "qualified";
  no?: "notCleared" | "notQualified";
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
      <p className="text-xs text-slate-700">{t("source", { source: cutoff.source })}</p>
    </li>
  );
}

/** The overall cut-off and a qualifying paper's mark, where the paper has them. */
export function CutoffSummary({ result }: { result: AttemptResult }) {
  const t = useT(resultsMessages);
  const { cutoff, qualifying } = result;
  if (!cutoff && !qualifying) return null;
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
        </li>
      ) : null}
      {cutoff ? <CutoffLine cutoff={cutoff} label={t("overallCutoff")} /> : null}
    </ul>
  );
}
