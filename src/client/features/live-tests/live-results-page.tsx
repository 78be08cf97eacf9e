import { Trophy } from "lucide-react";
import { Link, useParams } from "react-router";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { formatCount, formatMarks } from "@/lib/format";
import { cn } from "@/lib/utils";
import { ChallengeForm } from "./challenge-form";
import { formatIst } from "./live-time";
import { useLiveResults } from "./use-live-tests";

/** /live-tests/{id}/results: your rank and percentile among the cohort, and the top ten. */
export default function LiveResultsPage() {
  const id = Number(useParams().id);
  const results = useLiveResults(Number.isInteger(id) ? id : 0);
  if (results.isPending) return <PageLoading label="Loading results..." />;
  if (results.isError)
    return (
      <EmptyState title="Results are not open">
        <p>{results.error instanceof ApiError ? results.error.serverMessage : "Please try again later."}</p>
        <Link to="/live-tests" className={cn(buttonVariants({ variant: "outline" }), "mt-4")}>
          Back to live tests
        </Link>
      </EmptyState>
    );
  const r = results.data;
  const outOf = r.maxMarks === null ? "" : ` / ${formatMarks(r.maxMarks)}`;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <Link to="/live-tests" className="text-sm font-medium text-blue-800 hover:underline">
          ← Live tests
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{r.title}</h1>
          <Badge variant={r.status === "final" ? "easy" : "premium"} data-testid="results-status">
            {r.status === "final" ? "Final results" : "Provisional results"}
          </Badge>
        </div>
        <p className="text-slate-700">
          {formatCount(r.cohortSize)} candidates · ended {formatIst(r.endsAt)}
          {r.status === "provisional" ? ` · final after ${formatIst(r.challengeClosesAt)}` : null}
        </p>
      </header>

      {r.you ? (
        <section aria-label="Your result" className="grid grid-cols-3 gap-3" data-testid="your-result">
          <Figure label="Your marks" value={`${formatMarks(r.you.marks)}${outOf}`} />
          <Figure label="Rank" value={`${formatCount(r.you.rank)} of ${formatCount(r.cohortSize)}`} />
          <Figure label="Percentile" value={r.you.percentile.toFixed(2)} />
        </section>
      ) : (
        <p className="rounded-lg bg-slate-100 p-3 text-slate-800">You did not sit this test.</p>
      )}

      <section
        aria-labelledby="top-title"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <h2 id="top-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Trophy className="h-5 w-5 text-amber-600" aria-hidden /> Top ten
        </h2>
        <ol className="mt-3 divide-y divide-slate-100" data-testid="live-top">
          {r.top.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list in the server's order; names may repeat
            <li key={`${row.rank}-${i}`} className="flex items-center justify-between gap-3 py-2">
              <span className="flex items-center gap-3">
                <span className="w-8 text-right font-semibold tabular-nums text-slate-900">{row.rank}</span>
                <span className="text-slate-900">{row.name}</span>
              </span>
              <span className="font-semibold tabular-nums text-slate-900">{formatMarks(row.marks)}</span>
            </li>
          ))}
        </ol>
        <p className="mt-3 text-xs text-slate-600">
          Percentile (NTA): 100 × candidates with marks at or below yours ÷ all candidates. Equal marks share
          a rank.
        </p>
      </section>

      {r.you ? (
        <>
          <p className="text-sm text-slate-700">
            The provisional key is on{" "}
            <Link to={`/results/${r.you.attemptId}`} className="font-medium text-blue-800 underline">
              your answer sheet
            </Link>
            , with each question's key and explanation.
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
