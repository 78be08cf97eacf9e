import { describe, expect, it } from "vitest";
import {
  MIN_PERCENTILE_COHORT,
  percentile,
  percentileCountsFromHistogram,
  percentileShown,
  standingFromCounts,
} from "./percentile";

describe("percentile among first attempts (NTA's rule: you count yourself)", () => {
  it("is 100 for a single attempt", () => {
    expect(percentile(12, [])).toBe(100);
    expect(percentile(-3, [])).toBe(100);
  });
  it("counts everyone at or below the marks, you included, out of the cohort with you", () => {
    // others 4, 8, 10 (a tie) at or below, 20 above: (3 + you) / 5
    expect(percentile(10, [4, 8, 10, 20])).toBe(80);
    expect(percentile(10, [10, 10])).toBe(100);
    expect(percentile(21, [1, 2, 3])).toBe(100);
  });
  it("is never 0: the lowest of n has 100 / n", () => {
    expect(percentile(-1, [0, 4])).toBe(33.33);
    expect(percentile(0, Array(99).fill(5))).toBe(1);
  });
  it("treats marks within half a hundredth as ties (UPSC thirds)", () => {
    expect(percentile(-2, [3 * (-2 / 3)])).toBe(100);
    expect(percentile(1.33, [4 / 3, 2])).toBe(66.67);
  });
  it("keeps two decimals and says the cohort it was counted in", () => {
    expect(standingFromCounts({ below: 1, ties: 0, others: 3 })).toEqual({ percentile: 50, cohort: 4 });
    expect(standingFromCounts({ below: 2, ties: 0, others: 5 })).toEqual({ percentile: 50, cohort: 6 });
    expect(standingFromCounts({ below: 0, ties: 0, others: 2 })).toEqual({ percentile: 33.33, cohort: 3 });
  });
  it("is shown from a stated cohort size up, not below", () => {
    expect(percentileShown(MIN_PERCENTILE_COHORT - 1)).toBe(false);
    expect(percentileShown(MIN_PERCENTILE_COHORT)).toBe(true);
  });
});

describe("percentile counts from a histogram of first attempts", () => {
  const histogram = { marks: [-2, 4, 8, 10, 20], attempts: [1, 3, 2, 4, 1] };
  const asList = (h: typeof histogram) => h.marks.flatMap((m, i) => Array(h.attempts[i]).fill(m) as number[]);

  it("counts the same as comparing with every attempt", () => {
    for (const marks of [-5, -2, 0, 4, 9.999, 10, 15, 20, 25]) {
      const counts = percentileCountsFromHistogram(histogram, marks, null);
      expect(standingFromCounts(counts).percentile).toBe(percentile(marks, asList(histogram)));
      expect(counts.others).toBe(11);
    }
  });

  it("leaves out the user's own first attempt, once", () => {
    expect(percentileCountsFromHistogram(histogram, 10, 10)).toEqual({ below: 6, ties: 3, others: 10 });
    expect(percentileCountsFromHistogram(histogram, 10, 20)).toEqual({ below: 6, ties: 4, others: 10 });
    expect(percentileCountsFromHistogram(histogram, 8, -2)).toEqual({ below: 3, ties: 2, others: 10 });
  });

  it("leaves nothing out when the user's first attempt is not in it yet", () => {
    expect(percentileCountsFromHistogram(histogram, 10, 7)).toEqual({ below: 6, ties: 4, others: 11 });
    expect(percentileCountsFromHistogram({ marks: [], attempts: [] }, 3, 3)).toEqual({
      below: 0,
      ties: 0,
      others: 0,
    });
  });
});
