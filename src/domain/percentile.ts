/**
 * Percentile of a score among the first attempts of a quiz, compared with everyone else's:
 *
 *   others     = the first attempts of the quiz by OTHER users (n of them)
 *   percentile = round( (below + ties / 2) / n x 100 )
 *       below  = others with strictly lower marks
 *       ties   = others with the same marks (within half a hundredth: marks are kept to 2 decimals)
 *
 * With no one else to compare with (n = 0, a single attempt) the percentile is 100.
 * Beating everyone gives 100, trailing everyone gives 0, tying with everyone gives 50.
 */
export type PercentileCounts = { below: number; ties: number; others: number };

export function percentileFromCounts(counts: PercentileCounts): number {
  if (counts.others <= 0) return 100;
  return Math.round(((counts.below + counts.ties / 2) / counts.others) * 100);
}

const SAME_MARKS = 0.005;

export function percentile(marks: number, otherMarks: readonly number[]): number {
  let below = 0;
  let ties = 0;
  for (const m of otherMarks) {
    if (Math.abs(m - marks) < SAME_MARKS) ties++;
    else if (m < marks) below++;
  }
  return percentileFromCounts({ below, ties, others: otherMarks.length });
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
