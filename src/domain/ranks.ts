/**
 * Competition ranking ("1224"): equal scores share a rank and the next rank skips, so
 * 50, 40, 40, 30 rank 1, 2, 2, 4. The rule: a score's rank is 1 + the number of strictly higher
 * scores (rankAfter). Everything that ranks uses it: the leaderboard's top 10 (rankSorted), a
 * user's rank from the week's points histogram (rankInHistogram), and the SQL count in
 * src/server/features/leaderboard/user-rank.ts, which counts those strictly higher scores over an
 * index and hands the count to rankAfter (a test checks the two agree on the same data).
 */

/** The rank of a score that `strictlyHigher` scores beat. */
export function rankAfter(strictlyHigher: number): number {
  return 1 + strictlyHigher;
}

/**
 * Ranks a list sorted by score, highest first, that starts at the top of the standings
 * (e.g. the top 10): the scores above item i are the items before the first item with its score.
 * Throws if the list is not sorted, since the ranks would be wrong.
 */
export function rankSorted<T>(items: readonly T[], score: (item: T) => number): (T & { rank: number })[] {
  let rank = 0;
  return items.map((item, index) => {
    const value = score(item);
    const previous = index > 0 ? score(items[index - 1] as T) : undefined;
    if (previous !== undefined && value > previous)
      throw new Error("rankSorted needs scores sorted highest first");
    if (previous === undefined || value < previous) rank = rankAfter(index);
    return { ...item, rank };
  });
}

/** How many hold each score, highest score first, and how many lie above each. */
export type ScoreHistogram = { scores: number[]; above: number[]; total: number };

/** The histogram of `counts` (each score once, with how many hold it), given highest score first. */
export function scoreHistogram(counts: readonly { score: number; count: number }[]): ScoreHistogram {
  const scores: number[] = [];
  const above: number[] = [];
  let total = 0;
  for (const { score, count } of counts) {
    if (scores.length > 0 && score >= (scores[scores.length - 1] as number))
      throw new Error("scoreHistogram needs each score once, highest first");
    scores.push(score);
    above.push(total);
    total += count;
  }
  return { scores, above, total };
}

/** How many scores in the histogram are strictly higher than `score` (a binary search). */
export function countHigher(histogram: ScoreHistogram, score: number): number {
  // first index whose score is <= score (scores descend)
  let lo = 0;
  let hi = histogram.scores.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((histogram.scores[mid] ?? 0) > score) lo = mid + 1;
    else hi = mid;
  }
  return lo < histogram.scores.length ? (histogram.above[lo] ?? 0) : histogram.total;
}

/** The rank of `score` among the histogram's scores (which may or may not include it). */
export function rankInHistogram(histogram: ScoreHistogram, score: number): number {
  return rankAfter(countHigher(histogram, score));
}
