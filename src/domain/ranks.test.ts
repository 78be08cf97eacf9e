import { describe, expect, it } from "vitest";
import { countHigher, rankInHistogram, rankSorted, scoreHistogram } from "./ranks";

describe("rankSorted (competition ranking)", () => {
  const ranks = (scores: number[]) => rankSorted(scores, (s) => s).map((r) => r.rank);

  it("gives distinct scores ranks 1, 2, 3", () => {
    expect(ranks([90, 80, 70])).toEqual([1, 2, 3]);
  });

  it("lets ties share a rank and skips the next ranks (1, 2, 2, 4)", () => {
    expect(ranks([50, 40, 40, 30])).toEqual([1, 2, 2, 4]);
  });

  it("handles a tie at the top and a three-way tie", () => {
    expect(ranks([70, 70, 60, 60, 60, 10])).toEqual([1, 1, 3, 3, 3, 6]);
  });

  it("keeps the items' own fields", () => {
    expect(rankSorted([{ id: 7, points: 30 }], (i) => i.points)).toEqual([{ id: 7, points: 30, rank: 1 }]);
  });

  it("answers an empty list for no items", () => {
    expect(ranks([])).toEqual([]);
  });

  it("refuses a list that is not sorted highest first", () => {
    expect(() => ranks([10, 20])).toThrow(/sorted/);
  });
});

/** the histogram of a list of scores */
const histogramOf = (scores: number[]) => {
  const counts = new Map<number, number>();
  for (const s of scores) counts.set(s, (counts.get(s) ?? 0) + 1);
  return scoreHistogram([...counts].sort(([a], [b]) => b - a).map(([score, count]) => ({ score, count })));
};

describe("rankInHistogram", () => {
  it("is 1 + the number of strictly higher scores", () => {
    expect(rankInHistogram(histogramOf([50, 40, 40, 30]), 40)).toBe(2);
    expect(rankInHistogram(histogramOf([50, 40, 40, 30]), 30)).toBe(4);
    expect(rankInHistogram(histogramOf([50, 40]), 60)).toBe(1);
  });

  it("agrees with rankSorted on a list with ties", () => {
    const scores = [90, 80, 80, 80, 50, 50, 10];
    const ranked = rankSorted(
      scores.map((score) => ({ score })),
      (i) => i.score,
    );
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 2, 2, 5, 5, 7]);
    for (const item of ranked) expect(rankInHistogram(histogramOf(scores), item.score)).toBe(item.rank);
  });
});

describe("countHigher (the scores above, from a histogram)", () => {
  // 2 users on 50, 3 on 30, 1 on 10
  const histogram = scoreHistogram([
    { score: 50, count: 2 },
    { score: 30, count: 3 },
    { score: 10, count: 1 },
  ]);
  it("counts the users with strictly more points, ties sharing a rank", () => {
    expect(histogram).toEqual({ scores: [50, 30, 10], above: [0, 2, 5], total: 6 });
    expect(countHigher(histogram, 60)).toBe(0);
    expect(countHigher(histogram, 50)).toBe(0);
    expect(countHigher(histogram, 40)).toBe(2);
    expect(countHigher(histogram, 30)).toBe(2);
    expect(countHigher(histogram, 10)).toBe(5);
    expect(countHigher(histogram, 5)).toBe(6);
  });

  it("refuses counts that are not each score once, highest first", () => {
    expect(() =>
      scoreHistogram([
        { score: 10, count: 1 },
        { score: 10, count: 2 },
      ]),
    ).toThrow(/highest first/);
  });
});
