import { describe, expect, it } from "vitest";
import { keyCountsText, keyImbalances, keyLetterCounts, keyShareBounds } from "./key-balance";

/** Key indexes with `counts[i]` keys at letter i, in letter order. */
const keysWith = (counts: number[]) => counts.flatMap((count, i) => Array.from({ length: count }, () => i));

describe("key balance", () => {
  it("counts the keys at each letter", () => {
    expect(keyLetterCounts([0, 2, 2, 3, 0, 0], 4)).toEqual([3, 0, 2, 1]);
    expect(keyLetterCounts([4, 4], 5)).toEqual([0, 0, 0, 0, 2]);
    expect(() => keyLetterCounts([4], 4)).toThrow();
  });

  it("bounds a letter's share at 35% and 12% of four options, scaled by 4/5 for five", () => {
    expect(keyShareBounds(4)).toEqual({ most: 0.35, least: 0.12 });
    const five = keyShareBounds(5);
    expect(five.most).toBeCloseTo(0.28, 10);
    expect(five.least).toBeCloseTo(0.096, 10);
  });

  it("names the letters a skewed paper leans to and away from", () => {
    // JEE Main full-length paper 1 as learners found it: 36 of 60 keys at A
    expect(keyImbalances(keysWith([36, 7, 9, 8]), 4)).toEqual([
      { letter: "A", count: 36, of: 60, bound: "most" },
      { letter: "B", count: 7, of: 60, bound: "least" },
    ]);
    // NEET paper 2: A 81, B 44, C 47, D 8 of 180
    expect(keyImbalances(keysWith([81, 44, 47, 8]), 4).map((x) => [x.letter, x.bound])).toEqual([
      ["A", "most"],
      ["D", "least"],
    ]);
    // five options with E never the key: over 28% at C and D, none at E
    expect(keyImbalances(keysWith([3, 7, 11, 9, 0]), 5).map((x) => x.letter)).toEqual(["C", "D", "E"]);
  });

  it("passes a paper within the bounds, the bounds themselves included", () => {
    expect(keyImbalances(keysWith([25, 25, 25, 25]), 4)).toEqual([]);
    // 35 of 100 and 12 of 100 are on the bounds
    expect(keyImbalances(keysWith([35, 12, 28, 25]), 4)).toEqual([]);
    expect(keyImbalances(keysWith([36, 12, 27, 25]), 4)).toHaveLength(1);
    expect(keyImbalances(keysWith([35, 11, 29, 25]), 4)).toHaveLength(1);
    expect(keyImbalances(keysWith([20, 21, 19, 20, 20]), 5)).toEqual([]);
    // five options: 28 of 100 and 10 of 100 (over 9.6) pass, 29 does not
    expect(keyImbalances(keysWith([28, 10, 22, 20, 20]), 5)).toEqual([]);
    expect(keyImbalances(keysWith([29, 10, 21, 20, 20]), 5)).toHaveLength(1);
  });

  it("leaves papers under 20 single-correct questions alone", () => {
    expect(keyImbalances(keysWith([19, 0, 0, 0]), 4)).toEqual([]);
    expect(keyImbalances(keysWith([20, 0, 0, 0]), 4)).toHaveLength(4);
  });

  it("words the counts as a failure names them", () => {
    expect(keyCountsText([36, 7, 9, 8])).toBe("A 36, B 7, C 9, D 8");
  });
});
