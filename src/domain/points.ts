/**
 * The first-attempt rule and leaderboard points, for the submit (submit-attempt.ts passes what
 * these answer to its SQL as parameters) and the bench's data alike.
 *
 * Leaderboard points: 10 per correct answer, on the user's first attempt of a quiz only, and only
 * for a question whose answer key the user had not been shown before the attempt started scoring.
 *
 * The key rule (product.md section 10): no learner may earn points from a key they have seen. A
 * question's key is shown to a learner by the result of any submitted attempt that covers it (the
 * review, and the bookmarks page, which reveals a key only after such a result). The daily quiz is
 * drawn from the same published bank as the practice quizzes and mock tests (the bank has no
 * questions kept apart for it), so a learner could otherwise submit those quizzes blank, read their
 * keys and score full points on the day's quiz. Such an answer still counts for marks, accuracy
 * and analytics (it is the learner's answer); it earns no points.
 */
export const POINTS_PER_CORRECT = 10;

export function pointsForAttempt(attempt: {
  isFirst: boolean;
  correct: number;
  /** of the correct answers, those to questions whose key the user had already been shown */
  correctWithKeySeen?: number;
}): number {
  if (!attempt.isFirst) return 0;
  return Math.max(0, attempt.correct - (attempt.correctWithKeySeen ?? 0)) * POINTS_PER_CORRECT;
}

/** Of an attempt's marked answers, the correct ones to questions whose key the user had been shown. */
export function correctWithKeySeen(
  perQuestion: readonly { questionId: number; isCorrect: boolean }[],
  keySeen: (questionId: number) => boolean,
): number {
  return perQuestion.filter((p) => p.isCorrect && keySeen(p.questionId)).length;
}

/**
 * The first attempt of a quiz (the one that earns points): an attempt of the whole quiz (a retake
 * of the wrong answers never is) by a user with no submitted first attempt of the quiz yet. Two
 * attempts racing to be first are settled by the database (attempts_one_first_idx): the loser asks
 * again, now with `firstAlreadySubmitted`.
 */
export function isFirstAttempt(attempt: {
  isRetakeOfWrong: boolean;
  firstAlreadySubmitted: boolean;
}): boolean {
  return !attempt.isRetakeOfWrong && !attempt.firstAlreadySubmitted;
}

/** What a submitted attempt stores for the leaderboard: whether it is the first, and its points. */
export function leaderboardStanding(attempt: {
  isRetakeOfWrong: boolean;
  firstAlreadySubmitted: boolean;
  correct: number;
  correctWithKeySeen: number;
}): { isFirst: boolean; points: number } {
  const isFirst = isFirstAttempt(attempt);
  return { isFirst, points: pointsForAttempt({ ...attempt, isFirst }) };
}
