/**
 * How a paper's answer keys spread over the option letters. A paper whose keys lean to one letter
 * rewards always marking that letter: with 36 of 60 keys at A, marking A everywhere beats chance
 * by far, and every score, percentile and prediction on the paper measures that, not the learner.
 * Only single-correct questions count (one key each); a multiple-correct question's key is a set,
 * held apart.
 */

/** Papers and quizzes with fewer single-correct questions are too small for a share to mean much. */
export const KEY_BALANCE_MIN_QUESTIONS = 20;
/** With four options no letter keys more than 35% of the questions, nor fewer than 12%. */
const MOST_OF_FOUR = 0.35;
const LEAST_OF_FOUR = 0.12;

export const OPTION_LETTERS = ["A", "B", "C", "D", "E"] as const;

/** The bounds of one letter's share, scaled from four options by 4 / optionCount (28% and 9.6% for five). */
export function keyShareBounds(optionCount: number): { most: number; least: number } {
  return { most: (MOST_OF_FOUR * 4) / optionCount, least: (LEAST_OF_FOUR * 4) / optionCount };
}

/** How many keys sit at each letter, from the keyed option indexes (0 = A). */
export function keyLetterCounts(keyIndexes: readonly number[], optionCount: number): number[] {
  const counts = Array.from({ length: optionCount }, () => 0);
  for (const index of keyIndexes) {
    if (!Number.isInteger(index) || index < 0 || index >= optionCount)
      throw new Error(`key index ${index} is not one of ${optionCount} options`);
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

export type KeyImbalance = { letter: string; count: number; of: number; bound: "most" | "least" };

/**
 * The letters whose share of the keys lies outside the bounds, none for a paper under
 * KEY_BALANCE_MIN_QUESTIONS single-correct questions.
 */
export function keyImbalances(keyIndexes: readonly number[], optionCount: number): KeyImbalance[] {
  const of = keyIndexes.length;
  if (of < KEY_BALANCE_MIN_QUESTIONS) return [];
  const { most, least } = keyShareBounds(optionCount);
  // a count on a bound passes: 28 of 100 with five options, though 0.35 * 4 / 5 * 100 is 27.999...
  const slack = 1e-9;
  return keyLetterCounts(keyIndexes, optionCount).flatMap((count, i): KeyImbalance[] => {
    const letter = OPTION_LETTERS[i] ?? String(i + 1);
    if (count > most * of + slack) return [{ letter, count, of, bound: "most" }];
    if (count < least * of - slack) return [{ letter, count, of, bound: "least" }];
    return [];
  });
}

/** "A 36, B 7, C 9, D 8": the counts as a failing test names them. */
export function keyCountsText(counts: readonly number[]): string {
  return counts.map((count, i) => `${OPTION_LETTERS[i] ?? i + 1} ${count}`).join(", ");
}
