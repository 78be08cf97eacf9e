import { and, count, eq, gt } from "drizzle-orm";
import { istWeekStart } from "~/domain/ist";
import { rankAfter, rankInHistogram } from "~/domain/ranks";
import type { DbOrTx } from "~/server/db/client";
import { weeklyPoints } from "~/server/db/schema";
import type { UserRank } from "~/shared/contract/standing";
import type { PointsHistogram } from "./points-histogram";
import { countParticipants, type LeaderboardScope } from "./weekly-leaderboard";

/**
 * The user's rank this IST week (GET /api/user/rank) by the rule of src/domain/ranks.ts, the
 * leaderboard's: 1 + the users with strictly more points. Without a cached histogram the users
 * above are counted in SQL over the (week_start, exam_type, points) index and the count goes to
 * rankAfter; with one, rankInHistogram finds them. rank-rule.test.ts checks that both agree with
 * the leaderboard's ranks on the same points, ties included. No points this week: rank null.
 */
export async function userWeeklyRank(
  db: DbOrTx,
  options: {
    userId: number;
    scope: LeaderboardScope;
    now: Date;
    /** the week's points histogram, when the instance caches it (routes.ts): ranks without counting */
    histogram?: (weekStart: string) => Promise<PointsHistogram>;
  },
): Promise<UserRank> {
  const weekStart = istWeekStart(options.now);
  if (options.histogram)
    return rankFromHistogram(db, { ...options, weekStart, histogram: options.histogram });
  const [[mine], participants] = await Promise.all([
    db
      .select({ points: weeklyPoints.points })
      .from(weeklyPoints)
      .where(
        and(
          eq(weeklyPoints.weekStart, weekStart),
          eq(weeklyPoints.examType, options.scope),
          eq(weeklyPoints.userId, options.userId),
        ),
      ),
    countParticipants(db, weekStart, options.scope),
  ]);
  const points = mine?.points ?? 0;
  if (points <= 0) return { rank: null, points: 0, participants, weekStart, examType: options.scope };
  const [higher] = await db
    .select({ n: count() })
    .from(weeklyPoints)
    .where(
      and(
        eq(weeklyPoints.weekStart, weekStart),
        eq(weeklyPoints.examType, options.scope),
        gt(weeklyPoints.points, points),
      ),
    );
  return { rank: rankAfter(higher?.n ?? 0), points, participants, weekStart, examType: options.scope };
}

/**
 * The same rank from a cached histogram: the user's own points are read fresh, the users above
 * them come from the histogram (at most the cache's TTL old).
 */
async function rankFromHistogram(
  db: DbOrTx,
  options: {
    userId: number;
    scope: LeaderboardScope;
    weekStart: string;
    histogram: (weekStart: string) => Promise<PointsHistogram>;
  },
): Promise<UserRank> {
  const { weekStart, scope } = options;
  const [[mine], histogram] = await Promise.all([
    db
      .select({ points: weeklyPoints.points })
      .from(weeklyPoints)
      .where(
        and(
          eq(weeklyPoints.weekStart, weekStart),
          eq(weeklyPoints.examType, scope),
          eq(weeklyPoints.userId, options.userId),
        ),
      ),
    options.histogram(weekStart),
  ]);
  const points = mine?.points ?? 0;
  if (points <= 0) {
    return { rank: null, points: 0, participants: histogram.total, weekStart, examType: scope };
  }
  const rank = rankInHistogram(histogram, points);
  // a user whose first points came after the histogram was loaded is still counted
  const participants = Math.max(histogram.total, rank);
  return { rank, points, participants, weekStart, examType: scope };
}
