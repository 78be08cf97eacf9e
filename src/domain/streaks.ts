import { addIstDays, istDay } from "./ist";

export type Streaks = {
  /** consecutive active IST days ending today, or ending yesterday when today has no attempt yet */
  current: number;
  /** the longest run of consecutive active IST days ever */
  longest: number;
};

/**
 * The active day of a submitted attempt, the day streaks count (both GET /api/user/streak and the
 * dailyStreak of GET /api/user/progress): the IST day the submit recorded (attempts.submitted_day),
 * or, for a row without one, the IST day of its submitted_at.
 */
export function activeDayOf(attempt: { submittedDay: string | null; submittedAt: Date }): string {
  return attempt.submittedDay ?? istDay(attempt.submittedAt);
}

/**
 * The learner's active days, oldest first: the active day of every submitted attempt and every IST
 * day on which they reviewed a card (review_log.reviewed_day); each day once.
 */
export function activeDays(
  attempts: readonly { submittedDay: string | null; submittedAt: Date }[],
  reviewDays: readonly string[],
): string[] {
  return [...new Set([...attempts.map(activeDayOf), ...reviewDays])].sort();
}

/**
 * Streaks from the IST days ("YYYY-MM-DD") on which the learner submitted at least one attempt.
 * Many attempts on one day count once. Days after `today` (a clock that moved back) are ignored.
 * Today not practised yet does not break the streak: it still counts from yesterday until the day ends.
 */
export function computeStreaks(activeDays: Iterable<string>, today: string): Streaks {
  const days = [...new Set(activeDays)].filter((d) => d <= today).sort();
  const active = new Set(days);

  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of days) {
    run = previous !== undefined && addIstDays(previous, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }

  let current = 0;
  let cursor = active.has(today) ? today : addIstDays(today, -1);
  while (active.has(cursor)) {
    current += 1;
    cursor = addIstDays(cursor, -1);
  }
  return { current, longest };
}
