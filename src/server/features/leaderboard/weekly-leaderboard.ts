import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";
import { istWeekStart } from "~/domain/ist";
import { rankSorted } from "~/domain/ranks";
import type { DbOrTx } from "~/server/db/client";
import { users, weeklyPoints } from "~/server/db/schema";
import type { ExamType } from "~/shared/contract/common";
import { LEADERBOARD_SIZE, type LeaderboardResponse } from "~/shared/contract/standing";

export type LeaderboardScope = ExamType | "all";

/** weekly_points rows of one week and scope with points: the (week_start, exam_type, points) index range. */
export const weekScope = (weekStart: string, scope: LeaderboardScope) =>
  and(eq(weeklyPoints.weekStart, weekStart), eq(weeklyPoints.examType, scope), gt(weeklyPoints.points, 0));

/** Users with points this week in the scope. */
export async function countParticipants(
  db: DbOrTx,
  weekStart: string,
  scope: LeaderboardScope,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(weeklyPoints).where(weekScope(weekStart, scope));
  return row?.n ?? 0;
}

/**
 * This IST week's top LEADERBOARD_SIZE by weekly points (GET /api/leaderboard). Reads the maintained
 * weekly_points table through its (week_start, exam_type, points) index, never the answers: the cost
 * stays ~constant as users and answers grow. Ranks share ties (1, 2, 2, 4); equal points list by user id.
 */
export async function weeklyLeaderboard(
  db: DbOrTx,
  options: { scope: LeaderboardScope; now: Date },
): Promise<LeaderboardResponse> {
  const weekStart = istWeekStart(options.now);
  const [rows, participants] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
        deleted: sql<boolean>`${users.deletedAt} is not null`.mapWith(Boolean),
        totalPoints: weeklyPoints.points,
      })
      .from(weeklyPoints)
      .innerJoin(users, eq(users.id, weeklyPoints.userId))
      .where(weekScope(weekStart, options.scope))
      .orderBy(desc(weeklyPoints.points), asc(weeklyPoints.userId))
      .limit(LEADERBOARD_SIZE),
    countParticipants(db, weekStart, options.scope),
  ]);
  return {
    entries: rankSorted(rows, (r) => r.totalPoints),
    participants,
    weekStart,
    examType: options.scope,
  };
}
