import { describe, expect, it } from "vitest";
import { hallOf, takeEarlyStart } from "./early-start";

describe("the exam hall's early start", () => {
  it("knows an exam hall URL and the attempt it resumes", () => {
    expect(hallOf({ pathname: "/quiz/12", search: "" })).toEqual({ quizId: 12, attemptId: null });
    expect(hallOf({ pathname: "/quiz/12", search: "?attempt=34" })).toEqual({ quizId: 12, attemptId: 34 });
    expect(hallOf({ pathname: "/quiz/12", search: "?attempt=x" })).toEqual({ quizId: 12, attemptId: null });
    expect(hallOf({ pathname: "/quiz/0", search: "" })).toBeNull();
    expect(hallOf({ pathname: "/results/12", search: "" })).toBeNull();
    expect(hallOf({ pathname: "/quiz/12/extra", search: "" })).toBeNull();
  });

  it("has nothing to hand over when no start was sent", () => {
    expect(takeEarlyStart(12, null)).toBeUndefined();
  });
});
