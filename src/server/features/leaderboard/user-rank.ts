import { and, count, eq, gt } from "drizzle-orm";
import { istWeekStart } from "../../../domain/ist";
import type { UserRank } from "../../../shared/contract/standing";
import type { DbOrTx } from "../../db/client";
import { weeklyPoints } from "../../db/schema";
import { countParticipants, type LeaderboardScope } from "./weekly-leaderboard";

/**
 * The user's rank this IST week (GET /api/user/rank): 1 + the users with strictly more points,
 * the same rule as the leaderboard, counted over the (week_start, exam_type, points) index.
 * No points this week: rank null.
 */
export async function userWeeklyRank(
  db: DbOrTx,
  options: { userId: number; scope: LeaderboardScope; now: Date },
): Promise<UserRank> {
  const weekStart = istWeekStart(options.now);
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
  return { rank: 1 + (higher?.n ?? 0), points, participants, weekStart, examType: options.scope };
}
