/** Leaderboard points: 10 per correct answer, on the user's first attempt of a quiz only. */
export const POINTS_PER_CORRECT = 10;

export function pointsForAttempt(attempt: { isFirst: boolean; correct: number }): number {
  return attempt.isFirst ? attempt.correct * POINTS_PER_CORRECT : 0;
}
