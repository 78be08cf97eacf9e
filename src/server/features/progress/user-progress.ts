import { istDay } from "~/domain/ist";
import { averageScore, totalPoints } from "~/domain/progress";
import { computeStreaks } from "~/domain/streaks";
import type { DbOrTx } from "~/server/db/client";
import type { UserProgress } from "~/shared/contract/standing";
import { findSubmittedAttempts } from "./submitted-attempts";
import { findActiveDays } from "./user-streak";

/** GET /api/user/progress: the dashboard's stat cards (formulas in src/domain/progress.ts). */
export async function userProgress(
  db: DbOrTx,
  options: { userId: number; now: Date },
): Promise<UserProgress> {
  const [attempts, days] = await Promise.all([
    findSubmittedAttempts(db, options.userId, options.now),
    findActiveDays(db, options.userId),
  ]);
  const { current } = computeStreaks(days, istDay(options.now));
  return {
    dailyStreak: current,
    testsCompleted: attempts.length,
    averageScore: averageScore(attempts),
    totalPoints: totalPoints(attempts),
  };
}
