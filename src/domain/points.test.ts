import { describe, expect, it } from "vitest";
import { POINTS_PER_CORRECT, pointsForAttempt } from "./points";

describe("pointsForAttempt", () => {
  it("gives 10 points per correct answer on the first attempt", () => {
    expect(POINTS_PER_CORRECT).toBe(10);
    expect(pointsForAttempt({ isFirst: true, correct: 7 })).toBe(70);
    expect(pointsForAttempt({ isFirst: true, correct: 0 })).toBe(0);
  });
  it("gives nothing for a retake", () => {
    expect(pointsForAttempt({ isFirst: false, correct: 10 })).toBe(0);
  });
});
