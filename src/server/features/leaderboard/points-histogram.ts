import { count, desc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { weeklyPoints } from "../../db/schema";
import { type LeaderboardScope, weekScope } from "./weekly-leaderboard";

/** Users per points value of one week and scope, highest points first. */
export type PointsHistogram = { points: number[]; usersAbove: number[]; participants: number };

/**
 * One pass over the (week_start, exam_type, points) index: how many users have each points value.
 * With it, a rank is a binary search instead of counting the users above (a scan of up to every
 * participant: ~1,000,000 index entries in a big week).
 */
export async function loadPointsHistogram(
  db: DbOrTx,
  weekStart: string,
  scope: LeaderboardScope,
): Promise<PointsHistogram> {
  const rows = await db
    .select({ points: weeklyPoints.points, users: count() })
    .from(weeklyPoints)
    .where(weekScope(weekStart, scope))
    .groupBy(weeklyPoints.points)
    .orderBy(desc(weeklyPoints.points));
  const points: number[] = [];
  const usersAbove: number[] = [];
  let above = 0;
  for (const row of rows) {
    points.push(row.points);
    usersAbove.push(above);
    above += row.users;
  }
  return { points, usersAbove, participants: above };
}

/** Users with strictly more points than `mine`. */
export function usersAbove(histogram: PointsHistogram, mine: number): number {
  // first index whose points are <= mine (points descend)
  let lo = 0;
  let hi = histogram.points.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((histogram.points[mid] ?? 0) > mine) lo = mid + 1;
    else hi = mid;
  }
  return lo < histogram.points.length ? (histogram.usersAbove[lo] ?? 0) : histogram.participants;
}
