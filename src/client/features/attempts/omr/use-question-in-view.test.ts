import { describe, expect, it } from "vitest";
import { lastReachedIndex } from "./use-question-in-view";

const topsOf = (tops: number[]) => (i: number) => tops[i] ?? Number.POSITIVE_INFINITY;

describe("lastReachedIndex", () => {
  it("is -1 while no question has reached the reading line", () => {
    expect(lastReachedIndex(3, topsOf([300, 500, 700]), 160)).toBe(-1);
    expect(lastReachedIndex(0, topsOf([]), 160)).toBe(-1);
  });

  it("is the last question whose top has reached the line, not the one it still overlaps", () => {
    // question 1 scrolled off the top, question 2 ends below the line, question 3 just reached it
    expect(lastReachedIndex(4, topsOf([-900, -100, 150, 400]), 160)).toBe(2);
    expect(lastReachedIndex(4, topsOf([-900, -100, 161, 400]), 160)).toBe(1);
  });

  it("counts a top exactly on the line as reached", () => {
    expect(lastReachedIndex(2, topsOf([0, 160]), 160)).toBe(1);
  });

  it("finds the place in a 180-question paper by reading few tops", () => {
    const tops = Array.from({ length: 180 }, (_, i) => i * 200 - 20_000);
    let reads = 0;
    const index = lastReachedIndex(
      tops.length,
      (i) => {
        reads++;
        return tops[i] ?? Number.POSITIVE_INFINITY;
      },
      160,
    );
    expect(index).toBe(100);
    expect(reads).toBeLessThanOrEqual(8);
  });

  it("is the last question once every top is above the line", () => {
    expect(lastReachedIndex(3, topsOf([-600, -400, -200]), 160)).toBe(2);
  });
});
