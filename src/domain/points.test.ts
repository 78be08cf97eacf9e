import { describe, expect, it } from "vitest";
import { isFirstAttempt, leaderboardStanding, POINTS_PER_CORRECT, pointsForAttempt } from "./points";

describe("pointsForAttempt", () => {
  it("gives 10 points per correct answer on the first attempt", () => {
    expect(POINTS_PER_CORRECT).toBe(10);
    expect(pointsForAttempt({ isFirst: true, correct: 7 })).toBe(70);
    expect(pointsForAttempt({ isFirst: true, correct: 0 })).toBe(0);
  });
  it("gives nothing for a retake", () => {
    expect(pointsForAttempt({ isFirst: false, correct: 10 })).toBe(0);
  });
  it("gives nothing for a correct answer whose key the learner had already been shown", () => {
    expect(pointsForAttempt({ isFirst: true, correct: 10, correctWithKeySeen: 10 })).toBe(0);
    expect(pointsForAttempt({ isFirst: true, correct: 7, correctWithKeySeen: 3 })).toBe(40);
  });
});

describe("isFirstAttempt and leaderboardStanding", () => {
  const full = { isRetakeOfWrong: false, firstAlreadySubmitted: false };
  it("makes a full attempt first while the user has no submitted first attempt of the quiz", () => {
    expect(isFirstAttempt(full)).toBe(true);
    expect(isFirstAttempt({ ...full, firstAlreadySubmitted: true })).toBe(false);
    expect(isFirstAttempt({ ...full, isRetakeOfWrong: true })).toBe(false);
  });
  it("gives a first attempt its points and any other none", () => {
    expect(leaderboardStanding({ ...full, correct: 7, correctWithKeySeen: 3 })).toEqual({
      isFirst: true,
      points: 40,
    });
    expect(
      leaderboardStanding({ ...full, firstAlreadySubmitted: true, correct: 7, correctWithKeySeen: 0 }),
    ).toEqual({ isFirst: false, points: 0 });
    expect(
      leaderboardStanding({ ...full, isRetakeOfWrong: true, correct: 5, correctWithKeySeen: 0 }),
    ).toEqual({ isFirst: false, points: 0 });
  });
});
