import { count, desc } from "drizzle-orm";
import { type ScoreHistogram, scoreHistogram } from "~/domain/ranks";
import type { DbOrTx } from "~/server/db/client";
import { weeklyPoints } from "~/server/db/schema";
import { type LeaderboardScope, weekScope } from "./weekly-leaderboard";

/** Users per points value of one week and scope, highest points first (total: the participants). */
export type PointsHistogram = ScoreHistogram;

/**
 * One pass over the (week_start, exam_type, points) index: how many users have each points value.
 * With it, a rank is a binary search (rankInHistogram in src/domain/ranks.ts) instead of counting
 * the users above (a scan of up to every participant: ~1,000,000 index entries in a big week).
 */
export async function loadPointsHistogram(
  db: DbOrTx,
  weekStart: string,
  scope: LeaderboardScope,
): Promise<PointsHistogram> {
  const rows = await db
    .select({ score: weeklyPoints.points, count: count() })
    .from(weeklyPoints)
    .where(weekScope(weekStart, scope))
    .groupBy(weeklyPoints.points)
    .orderBy(desc(weeklyPoints.points));
  return scoreHistogram(rows);
}
