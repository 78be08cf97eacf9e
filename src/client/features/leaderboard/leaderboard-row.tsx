import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { cn, displayName } from "@/lib/utils";
import { leaderboardMessages } from "./leaderboard-messages";

/** The fields a row needs: the spec's leaderboard entry. */
export type LeaderboardPerson = {
  rank: number;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** a deleted account: its row still counts, its name is gone */
  deleted?: boolean;
  totalPoints: number;
};

/** Gold, silver and bronze badges for ranks 1-3; every pair passes AA contrast. */
const RANK_BADGE: Record<number, string> = {
  1: "bg-amber-400 text-amber-950",
  2: "bg-slate-300 text-slate-900",
  3: "bg-orange-300 text-orange-950",
};

export const formatPoints = (points: number) => formatNumber(points);

export function Avatar({
  name,
  imageUrl,
  className,
}: {
  name: string;
  imageUrl: string | null;
  className?: string;
}) {
  const initial = name.trim().charAt(0).toUpperCase() || "?";
  return imageUrl ? (
    <img
      src={imageUrl}
      alt=""
      referrerPolicy="no-referrer"
      className={cn("h-10 w-10 shrink-0 rounded-full object-cover", className)}
    />
  ) : (
    <span
      aria-hidden
      data-testid="avatar-fallback"
      className={cn(
        "flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blue-100 font-semibold text-blue-900",
        className,
      )}
    >
      {initial}
    </span>
  );
}

export function RankBadge({ rank }: { rank: number }) {
  const t = useT(leaderboardMessages);
  return (
    <span
      data-testid="rank-badge"
      className={cn(
        "flex h-8 min-w-8 shrink-0 items-center justify-center rounded-full px-1.5 text-sm font-bold",
        RANK_BADGE[rank] ?? "bg-slate-100 text-slate-800",
      )}
    >
      <span className="sr-only">{t("rank")}</span>
      {formatNumber(rank)}
    </span>
  );
}

/** One leaderboard line: rank, avatar, name, country and this week's points. */
export function LeaderboardRow({ person }: { person: LeaderboardPerson }) {
  const t = useT(leaderboardMessages);
  const name = person.deleted ? t("deletedLearner") : displayName(person, t("anonymous"));
  const isFirst = person.rank === 1;
  return (
    <li
      data-testid="leaderboard-row"
      data-rank={person.rank}
      className={cn(
        "flex items-center gap-3 rounded-xl border px-3 py-3 sm:px-4",
        isFirst ? "border-amber-300 bg-amber-50 shadow-sm" : "border-slate-200 bg-white",
      )}
    >
      <RankBadge rank={person.rank} />
      <Avatar name={name} imageUrl={person.profileImageUrl} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900" data-testid="leaderboard-name">
          {name}
        </p>
        <p className="text-sm text-slate-700" data-testid="leaderboard-country">
          {t("country")}
        </p>
      </div>
      <p className="shrink-0 text-right">
        <span className="block font-bold text-slate-900" data-testid="leaderboard-points">
          {formatPoints(person.totalPoints)}
        </span>
        <span className="text-xs text-slate-700">{t("points")}</span>
      </p>
    </li>
  );
}
