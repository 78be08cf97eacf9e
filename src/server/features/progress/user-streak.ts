import { and, eq, isNotNull } from "drizzle-orm";
import { addIstDays, istDay } from "~/domain/ist";
import { activeDays, computeStreaks } from "~/domain/streaks";
import type { DbOrTx } from "~/server/db/client";
import { attempts, reviewLog } from "~/server/db/schema";
import { STREAK_CALENDAR_DAYS, type UserStreak } from "~/shared/contract/standing";

/** The user's active days (submitted attempts and review days: activeDays in src/domain/streaks.ts), oldest first. */
export async function findActiveDays(db: DbOrTx, userId: number): Promise<string[]> {
  const [rows, reviews] = await Promise.all([
    db
      .select({ submittedDay: attempts.submittedDay, submittedAt: attempts.submittedAt })
      .from(attempts)
      .where(and(eq(attempts.userId, userId), isNotNull(attempts.submittedAt))),
    db.selectDistinct({ day: reviewLog.reviewedDay }).from(reviewLog).where(eq(reviewLog.userId, userId)),
  ]);
  return activeDays(
    rows.map((r) => ({ submittedDay: r.submittedDay, submittedAt: r.submittedAt as Date })),
    reviews.map((r) => r.day),
  );
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
