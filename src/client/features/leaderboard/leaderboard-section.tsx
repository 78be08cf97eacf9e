import { EXAM_TYPES } from "@shared/exam-types";
import { Trophy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/hooks/use-auth";
import { currentIntlLocale } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { YOU_ROW_RANK_THRESHOLD } from "@/lib/constants";
import { useExamName } from "@/lib/exam-names";
import { formatNumber } from "@/lib/indian-formats";
import { cn } from "@/lib/utils";
import { leaderboardMessages } from "./leaderboard-messages";
import { Avatar, formatPoints, LeaderboardRow } from "./leaderboard-row";
import { type LeaderboardFilter, useLeaderboard } from "./use-leaderboard";
import { useUserRank } from "./use-user-rank";

/** The filters: "All Exams", then each exam by its name in the interface language. */
const FILTERS: LeaderboardFilter[] = ["all", ...EXAM_TYPES];

/** "2026-11-16" -> "Monday, 16 November" in the interface language (a calendar day, so formatted in UTC). */
const weekFormats = new Map<string, Intl.DateTimeFormat>();
function formatWeekStart(day: string): string {
  const locale = currentIntlLocale();
  let format = weekFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: "long",
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    });
    weekFormats.set(locale, format);
  }
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return format.format(new Date(Date.UTC(y, m - 1, d)));
}

/** The weekly leaderboard section (landing page and dashboard): top 10, the filter, and the 'You' row. */
export function LeaderboardSection({ boxed = false }: { boxed?: boolean }) {
  const t = useT(leaderboardMessages);
  const examName = useExamName();
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
      className={cn(
        "scroll-mt-20",
        // boxed: a white panel among the dashboard's cards, less padding than the landing page's band
        boxed ? "rounded-2xl border border-slate-200 bg-white py-10" : "py-16",
      )}
    >
      <div className="mx-auto max-w-3xl px-4">
        <h2
          id="leaderboard-title"
          className="flex items-center justify-center gap-2 text-center text-2xl font-bold sm:text-3xl"
        >
          <Trophy className="hidden h-7 w-7 shrink-0 text-amber-700 sm:block" aria-hidden />
          {t("title")}
        </h2>
        {/* the week line's place is kept while it loads: two lines on a phone, one on wider screens */}
        <div className="mt-2 min-h-12 sm:min-h-6">
          {data ? (
            <p className="text-center text-slate-700" data-testid="leaderboard-week">
              {t("weekFrom", { day: formatWeekStart(data.weekStart) })} ·{" "}
              <span data-testid="leaderboard-participants">
                {t("participants", { count: data.participants, formatted: formatNumber(data.participants) })}
              </span>
            </p>
          ) : null}
        </div>

        <fieldset className="mt-6">
          <legend className="sr-only">{t("filterLegend")}</legend>
          <div className="flex flex-wrap justify-center gap-2">
            {FILTERS.map((f) => (
              <Button
                key={f}
                type="button"
                size="sm"
                variant={filter === f ? "default" : "outline"}
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
              >
                {f === "all" ? t("filterAll") : examName(f)}
              </Button>
            ))}
          </div>
        </fieldset>

        <div className="mt-6" aria-live="polite" aria-busy={board.isPending}>
          {board.isPending ? (
            // as tall as a full board (10 rows of 74 px, 8 px apart), so the page below does not move
            // when the rows arrive: the prerendered landing page shows this state
            <p className="min-h-[812px] py-8 text-center text-slate-700">{t("loading")}</p>
          ) : board.isError ? (
            <div
              role="alert"
              className="flex flex-wrap items-center justify-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-700"
            >
              <span>{t("loadError")}</span>
              <Button type="button" size="sm" variant="outline" onClick={() => void board.refetch()}>
                {t("retry")}
              </Button>
            </div>
          ) : data && data.entries.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
              <p className="font-semibold text-slate-900">{t("emptyTitle")}</p>
              <p className="mt-1 text-slate-700">{t("emptyText")}</p>
            </div>
          ) : data ? (
            <ol className="grid gap-2" aria-label={t("listLabel")}>
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
                <Avatar
                  name={user?.firstName?.trim() || t("anonymous")}
                  imageUrl={user?.profileImageUrl ?? null}
                />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{t("you")}</p>
                  <p className="text-sm text-slate-700">{t("country")}</p>
                </div>
                <dl className="flex shrink-0 gap-4 text-right">
                  <div>
                    <dt className="text-xs text-slate-700">{t("currentPosition")}</dt>
                    <dd className="font-bold text-slate-900">#{formatNumber(myRank)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-700">{t("yourScore")}</dt>
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
