import { describe, expect, it } from "vitest";
import { percentile, percentileCountsFromHistogram, percentileFromCounts } from "./percentile";

describe("percentile among first attempts", () => {
  it("is 100 for a single attempt", () => {
    expect(percentile(12, [])).toBe(100);
    expect(percentile(-3, [])).toBe(100);
  });
  it("counts strictly lower marks plus half of the ties", () => {
    // others: 2 below, 1 tie, 1 above -> (2 + 0.5) / 4 = 62.5 -> 63
    expect(percentile(10, [4, 8, 10, 20])).toBe(63);
    expect(percentile(10, [10, 10])).toBe(50);
    expect(percentile(21, [1, 2, 3])).toBe(100);
    expect(percentile(-1, [0, 4])).toBe(0);
  });
  it("treats marks within half a hundredth as ties (UPSC thirds)", () => {
    expect(percentile(-2, [3 * (-2 / 3)])).toBe(50);
    expect(percentile(1.33, [4 / 3])).toBe(50);
  });
  it("rounds to a whole number", () => {
    expect(percentileFromCounts({ below: 1, ties: 0, others: 3 })).toBe(33);
    expect(percentileFromCounts({ below: 2, ties: 0, others: 3 })).toBe(67);
  });
});

describe("percentile counts from a histogram of first attempts", () => {
  const histogram = { marks: [-2, 4, 8, 10, 20], attempts: [1, 3, 2, 4, 1] };
  const asList = (h: typeof histogram) => h.marks.flatMap((m, i) => Array(h.attempts[i]).fill(m) as number[]);

  it("counts the same as comparing with every attempt", () => {
    for (const marks of [-5, -2, 0, 4, 9.999, 10, 15, 20, 25]) {
      const counts = percentileCountsFromHistogram(histogram, marks, null);
      expect(percentileFromCounts(counts)).toBe(percentile(marks, asList(histogram)));
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
