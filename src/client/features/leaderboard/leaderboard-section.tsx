import { EXAM_LABELS, EXAM_TYPES, type ExamType } from "@shared/exam-types";
import { Trophy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/hooks/use-auth";
import { YOU_ROW_RANK_THRESHOLD } from "@/lib/constants";
import { cn } from "@/lib/utils";
import { ANONYMOUS, Avatar, formatPoints, LeaderboardRow } from "./leaderboard-row";
import { type LeaderboardFilter, useLeaderboard } from "./use-leaderboard";
import { useUserRank } from "./use-user-rank";

const FILTERS: { value: LeaderboardFilter; label: string }[] = [
  { value: "all", label: "All Exams" },
  ...EXAM_TYPES.map((exam: ExamType) => ({ value: exam, label: EXAM_LABELS[exam] })),
];

/** "2026-11-16" -> "Monday, 16 November" (the date is a calendar day, so format it in UTC). */
const weekFormat = new Intl.DateTimeFormat("en-IN", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});
function formatWeekStart(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return weekFormat.format(new Date(Date.UTC(y, m - 1, d)));
}

/** The weekly leaderboard section (landing page and dashboard): top 10, the filter, and the 'You' row. */
export function LeaderboardSection({ className }: { className?: string }) {
  const [filter, setFilter] = useState<LeaderboardFilter>("all");
  const { isAuthenticated, user } = useAuth();
  const board = useLeaderboard(filter);
  const rank = useUserRank(filter, isAuthenticated);

  const myRank = rank.data?.rank ?? null;
  const showYouRow = myRank !== null && myRank > YOU_ROW_RANK_THRESHOLD;
  const data = board.data;

  // Arriving at /#leaderboard: the browser looked for the anchor before this lazy section rendered.
  const hasScrolled = useRef(false);
  useEffect(() => {
    if (hasScrolled.current || !data || window.location.hash !== "#leaderboard") return;
    hasScrolled.current = true;
    document.getElementById("leaderboard")?.scrollIntoView();
  }, [data]);

  return (
    <section
      id="leaderboard"
      aria-labelledby="leaderboard-title"
      className={cn("scroll-mt-20 py-16", className)}
    >
      <div className="mx-auto max-w-3xl px-4">
        <h2
          id="leaderboard-title"
          className="flex items-center justify-center gap-2 text-center text-2xl font-bold sm:text-3xl"
        >
          <Trophy className="hidden h-7 w-7 shrink-0 text-amber-700 sm:block" aria-hidden />
          This week's top performers
        </h2>
        {/* the week line's place is kept while it loads: two lines on a phone, one on wider screens */}
        <div className="mt-2 min-h-12 sm:min-h-6">
          {data ? (
            <p className="text-center text-slate-700" data-testid="leaderboard-week">
              This week, from {formatWeekStart(data.weekStart)} ·{" "}
              <span data-testid="leaderboard-participants">
                {data.participants} {data.participants === 1 ? "participant" : "participants"}
              </span>
            </p>
          ) : null}
        </div>

        <fieldset className="mt-6">
          <legend className="sr-only">Filter the leaderboard by exam</legend>
          <div className="flex flex-wrap justify-center gap-2">
            {FILTERS.map((f) => (
              <Button
                key={f.value}
                type="button"
                size="sm"
                variant={filter === f.value ? "default" : "outline"}
                aria-pressed={filter === f.value}
                onClick={() => setFilter(f.value)}
              >
                {f.label}
              </Button>
            ))}
          </div>
        </fieldset>

        <div className="mt-6" aria-live="polite" aria-busy={board.isPending}>
          {board.isPending ? (
            // as tall as a full board (10 rows of 74 px, 8 px apart), so the page below does not move
            // when the rows arrive: the prerendered landing page shows this state
            <p className="min-h-[812px] py-8 text-center text-slate-700">Loading leaderboard...</p>
          ) : board.isError ? (
            <div
              role="alert"
              className="flex flex-wrap items-center justify-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-700"
            >
              <span>We couldn't load the leaderboard just now.</span>
              <Button type="button" size="sm" variant="outline" onClick={() => void board.refetch()}>
                Retry
              </Button>
            </div>
          ) : data && data.entries.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
              <p className="font-semibold text-slate-900">No points on the board yet this week</p>
              <p className="mt-1 text-slate-700">
                Points come from correct answers in quizzes. The first quiz of the week puts you on top.
              </p>
            </div>
          ) : data ? (
            <ol className="grid gap-2" aria-label="Top performers this week">
              {data.entries.map((entry) => (
                <LeaderboardRow key={entry.id} person={entry} />
              ))}
            </ol>
          ) : null}

          {showYouRow && rank.data && !board.isPending && !board.isError ? (
            <div className="mt-4 border-t border-dashed border-slate-300 pt-4">
              <div
                data-testid="leaderboard-you-row"
                className="flex items-center gap-3 rounded-xl border border-blue-300 bg-blue-50 px-3 py-3 sm:px-4"
              >
                <Avatar name={displayNameOrYou(user)} imageUrl={user?.profileImageUrl ?? null} />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">You</p>
                  <p className="text-sm text-slate-700">India</p>
                </div>
                <dl className="flex shrink-0 gap-4 text-right">
                  <div>
                    <dt className="text-xs text-slate-700">Current Position</dt>
                    <dd className="font-bold text-slate-900">#{myRank}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-700">Your Score</dt>
                    <dd className="font-bold text-slate-900">{formatPoints(rank.data.points)}</dd>
                  </div>
                </dl>
              </div>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function displayNameOrYou(user: { firstName: string | null; lastName: string | null } | null) {
  const first = user?.firstName?.trim();
  return first || ANONYMOUS;
}
