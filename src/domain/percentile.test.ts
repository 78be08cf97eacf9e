import { describe, expect, it } from "vitest";
import { percentile, percentileFromCounts } from "./percentile";

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
