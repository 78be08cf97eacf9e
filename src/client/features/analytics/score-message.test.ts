import { describe, expect, it } from "vitest";
import { scoreBand, scoreMessage, signedPoints } from "./score-message";

describe("scoreMessage", () => {
  it("uses the spec's messages with 80 and 60 as inclusive thresholds", () => {
    expect(scoreMessage(100)).toBe("Excellent! You're well-prepared.");
    expect(scoreMessage(80)).toBe("Excellent! You're well-prepared.");
    expect(scoreMessage(79.9)).toBe("Good progress! Keep improving.");
    expect(scoreMessage(60)).toBe("Good progress! Keep improving.");
    expect(scoreMessage(59.9)).toBe("Need more practice. Focus on weak areas.");
    expect(scoreMessage(0)).toBe("Need more practice. Focus on weak areas.");
  });

  it("bands scores at the same thresholds", () => {
    expect([scoreBand(80), scoreBand(60), scoreBand(59.99)]).toEqual(["high", "mid", "low"]);
  });
});

describe("signedPoints", () => {
  it("shows the sign of an improvement, rounded to one decimal", () => {
    expect(signedPoints(4.54)).toBe("+4.5");
    expect(signedPoints(-3)).toBe("−3");
    expect(signedPoints(0.04)).toBe("0");
    expect(signedPoints(-0.04)).toBe("0");
  });
});
