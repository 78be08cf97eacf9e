/**
 * A result's percentile among the first attempts of a quiz, by NTA's rule: you count yourself.
 *
 *   cohort     = the first attempts of the quiz, yours included (the others + 1)
 *   percentile = 100 x (those at or below your marks, you included) / cohort, to two decimals
 *       at or below = others with lower marks + others with the same marks (within half a
 *                     hundredth: marks are kept to 2 decimals) + you
 *
 * So it is never 0: alone you have 100, and the lowest of n has 100 / n. The result page shows it
 * with its cohort ("among 23 first attempts"), and below MIN_PERCENTILE_COHORT says there are not
 * enough candidates yet instead of a figure that means little.
 */
export type PercentileCounts = { below: number; ties: number; others: number };
export type Standing = { percentile: number; cohort: number };

/** Below this many first attempts (yours included) a result shows no percentile, only the count. */
export const MIN_PERCENTILE_COHORT = 10;

/** NTA's percentile: 100 x candidates at or below the score (you included) / the cohort, two decimals. */
export function ntaPercentile(atOrBelow: number, cohortSize: number): number {
  if (cohortSize <= 0) return 0;
  return Math.round((atOrBelow / cohortSize) * 100 * 100) / 100;
}

export function standingFromCounts(counts: PercentileCounts): Standing {
  const cohort = Math.max(0, counts.others) + 1;
  return { percentile: ntaPercentile(counts.below + counts.ties + 1, cohort), cohort };
}

/** Whether a cohort is large enough for its percentile to be shown. */
export const percentileShown = (cohort: number): boolean => cohort >= MIN_PERCENTILE_COHORT;

/** Marks are kept to two decimals: two marks within half a hundredth are the same score. */
export const SAME_MARKS = 0.005;

export function percentile(marks: number, otherMarks: readonly number[]): number {
  let below = 0;
  let ties = 0;
  for (const m of otherMarks) {
    if (Math.abs(m - marks) < SAME_MARKS) ties++;
    else if (m < marks) below++;
  }
  return standingFromCounts({ below, ties, others: otherMarks.length }).percentile;
}

/** How many first attempts scored each distinct marks value, marks ascending. */
export type MarksHistogram = { marks: readonly number[]; attempts: readonly number[] };

/**
 * The percentile's counts for `marks` from a histogram of the quiz's first attempts; `ownMarks`
 * (the user's own first attempt, when it is in the histogram) is taken out, since the percentile
 * compares with other users only.
 */
export function percentileCountsFromHistogram(
  histogram: MarksHistogram,
  marks: number,
  ownMarks: number | null,
): PercentileCounts {
  let below = 0;
  let ties = 0;
  let others = 0;
  let ownLeft = ownMarks !== null;
  histogram.marks.forEach((m, i) => {
    let n = histogram.attempts[i] ?? 0;
    if (ownLeft && ownMarks !== null && Math.abs(m - ownMarks) < SAME_MARKS && n > 0) {
      n -= 1;
      ownLeft = false;
    }
    others += n;
    if (Math.abs(m - marks) < SAME_MARKS) ties += n;
    else if (m < marks) below += n;
  });
  return { below, ties, others };
}
