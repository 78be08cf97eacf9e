import { describe, expect, it } from "vitest";
import { rankOf, rankSorted } from "./ranks";

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

describe("rankOf", () => {
  it("is 1 + the number of strictly higher scores", () => {
    expect(rankOf(40, [50, 40, 40, 30])).toBe(2);
    expect(rankOf(30, [50, 40, 40, 30])).toBe(4);
    expect(rankOf(60, [50, 40])).toBe(1);
  });

  it("agrees with rankSorted on a list with ties", () => {
    const scores = [90, 80, 80, 80, 50, 50, 10];
    const ranked = rankSorted(
      scores.map((score) => ({ score })),
      (i) => i.score,
    );
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 2, 2, 5, 5, 7]);
    for (const item of ranked) expect(rankOf(item.score, scores)).toBe(item.rank);
  });
});
