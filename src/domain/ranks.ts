/**
 * Competition ranking ("1224"): equal scores share a rank and the next rank skips, so
 * 50, 40, 40, 30 rank 1, 2, 2, 4. A score's rank is 1 + the number of strictly higher scores,
 * which is what lets the server rank one user with a single count over an index.
 */

/** The rank of `score` among `others` (which may or may not include it). */
export function rankOf(score: number, others: Iterable<number>): number {
  let higher = 0;
  for (const other of others) if (other > score) higher += 1;
  return 1 + higher;
}

/**
 * Ranks a list sorted by score, highest first, that starts at the top of the standings
 * (e.g. the top 10): item i's rank is 1 + the position of the first item with its score.
 * Throws if the list is not sorted, since the ranks would be wrong.
 */
export function rankSorted<T>(items: readonly T[], score: (item: T) => number): (T & { rank: number })[] {
  let rank = 0;
  return items.map((item, index) => {
    const value = score(item);
    const previous = index > 0 ? score(items[index - 1] as T) : undefined;
    if (previous !== undefined && value > previous)
      throw new Error("rankSorted needs scores sorted highest first");
    if (previous === undefined || value < previous) rank = index + 1;
    return { ...item, rank };
  });
}
