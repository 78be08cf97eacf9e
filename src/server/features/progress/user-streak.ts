import { and, eq, isNotNull } from "drizzle-orm";
import { addIstDays, istDay } from "../../../domain/ist";
import { computeStreaks } from "../../../domain/streaks";
import { STREAK_CALENDAR_DAYS, type UserStreak } from "../../../shared/contract/standing";
import type { DbOrTx } from "../../db/client";
import { attempts } from "../../db/schema";

/** The IST days on which the user submitted at least one attempt, oldest first. */
export async function findActiveDays(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ day: attempts.submittedDay })
    .from(attempts)
    .where(
      and(eq(attempts.userId, userId), isNotNull(attempts.submittedAt), isNotNull(attempts.submittedDay)),
    )
    .orderBy(attempts.submittedDay);
  return rows.flatMap((r) => (r.day ? [r.day] : []));
}

/** GET /api/user/streak: current and longest streak and the streak calendar's active days. */
export async function userStreak(db: DbOrTx, options: { userId: number; now: Date }): Promise<UserStreak> {
  const today = istDay(options.now);
  const windowStart = addIstDays(today, -(STREAK_CALENDAR_DAYS - 1));
  const days = await findActiveDays(db, options.userId);
  const { current, longest } = computeStreaks(days, today);
  return {
    current,
    longest,
    activeDays: days.filter((d) => d >= windowStart && d <= today),
    today,
    windowStart,
  };
}
