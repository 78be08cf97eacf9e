import { DELETED_LEARNER_NAME } from "@shared/display-name";
import { Trophy } from "lucide-react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { useQuizText } from "@/lib/content-language";
import { formatMarks } from "@/lib/format";
import { formatNumber } from "@/lib/indian-formats";
import { Link, useParams } from "@/lib/router";
import { cn } from "@/lib/utils";
import { ChallengeForm } from "./challenge-form";
import { liveTestsMessages } from "./live-tests-messages";
import { formatIst } from "./live-time";
import { beingScoredRetryMs, useLiveResults } from "./use-live-tests";

/** /live-tests/{id}/results: your rank and percentile among the cohort, and the top ten. */
export default function LiveResultsPage() {
  const t = useT(liveTestsMessages);
  const quizText = useQuizText();
  const id = Number(useParams().id);
  const results = useLiveResults(Number.isInteger(id) ? id : 0);
  if (results.isPending) return <PageLoading label={t("loadingResults")} />;
  if (results.isError && beingScoredRetryMs(results.error) !== undefined)
    return (
      <EmptyState title={t("resultsBeingScored")}>
        <p role="status" data-testid="results-being-scored">
          {t("resultsOpenByThemselves")}
        </p>
        <Link to="/live-tests" className={cn(buttonVariants({ variant: "outline" }), "mt-4")}>
          {t("backToLiveTests")}
        </Link>
      </EmptyState>
    );
  if (results.isError)
    return (
      <EmptyState title={t("resultsNotOpen")}>
        <p>{results.error instanceof ApiError ? results.error.serverMessage : t("tryLater")}</p>
        <Link to="/live-tests" className={cn(buttonVariants({ variant: "outline" }), "mt-4")}>
          {t("backToLiveTests")}
        </Link>
      </EmptyState>
    );
  const r = results.data;
  const outOf = r.maxMarks === null ? "" : ` / ${formatMarks(r.maxMarks)}`;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <Link to="/live-tests" className="text-sm font-medium text-blue-800 hover:underline">
          {t("liveTestsLink")}
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{quizText.title(r)}</h1>
          <Badge variant={r.status === "final" ? "easy" : "premium"} data-testid="results-status">
            {r.status === "final" ? t("finalResults") : t("provisionalResults")}
          </Badge>
        </div>
        <p className="text-slate-700">
          {t("resultsMeta", { cohort: formatNumber(r.cohortSize), ended: formatIst(r.endsAt) })}
          {r.status === "provisional" ? t("finalAfter", { when: formatIst(r.challengeClosesAt) }) : null}
        </p>
      </header>

      {r.you ? (
        <section aria-label={t("yourResult")} className="grid grid-cols-3 gap-3" data-testid="your-result">
          <Figure label={t("yourMarks")} value={`${formatMarks(r.you.marks)}${outOf}`} />
          <Figure
            label={t("rank")}
            value={t("rankOf", { rank: formatNumber(r.you.rank), cohort: formatNumber(r.cohortSize) })}
          />
          <Figure label={t("percentile")} value={r.you.percentile.toFixed(2)} />
        </section>
      ) : (
        <p className="rounded-lg bg-slate-100 p-3 text-slate-800">{t("didNotSit")}</p>
      )}

      <section
        aria-labelledby="top-title"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <h2 id="top-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Trophy className="h-5 w-5 text-amber-600" aria-hidden /> {t("topTen")}
        </h2>
        <ol className="mt-3 divide-y divide-slate-100" data-testid="live-top">
          {r.top.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list in the server's order; names may repeat
            <li key={`${row.rank}-${i}`} className="flex items-center justify-between gap-3 py-2">
              <span className="flex items-center gap-3">
                <span className="w-8 text-right font-semibold tabular-nums text-slate-900">
                  {formatNumber(row.rank)}
                </span>
                <span className="text-slate-900">
                  {row.name === DELETED_LEARNER_NAME ? t("deletedLearner") : row.name}
                </span>
              </span>
              <span className="font-semibold tabular-nums text-slate-900">{formatMarks(row.marks)}</span>
            </li>
          ))}
        </ol>
        <p className="mt-3 text-xs text-slate-600">{t("percentileRule")}</p>
      </section>

      {r.you ? (
        <>
          <p className="text-sm text-slate-700">
            {t("keyIsOn")}{" "}
            <Link to={`/results/${r.you.attemptId}`} className="font-medium text-blue-800 underline">
              {t("yourAnswerSheet")}
            </Link>
            {t("keyIsOnAfter")}
          </p>
          <ChallengeForm results={r} />
        </>
      ) : null}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 text-center shadow-sm">
      <p className="text-xs font-medium text-slate-600 sm:text-sm">{label}</p>
      <p className="mt-1 text-lg font-bold tabular-nums text-slate-900 sm:text-2xl">{value}</p>
    </div>
  );
}
