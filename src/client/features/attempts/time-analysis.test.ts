import { describe, expect, it } from "vitest";
import { paceOf, questionTimeText } from "./time-analysis";

describe("paceOf", () => {
  it("splits answered questions at the median time into quick and slow, right and wrong", () => {
    const pace = paceOf([
      { id: 1, outcome: "correct", timeSpent: 20 },
      { id: 2, outcome: "correct", timeSpent: 90 },
      { id: 3, outcome: "wrong", timeSpent: 15 },
      { id: 4, outcome: "partial", timeSpent: 120 },
      { id: 5, outcome: "skipped", timeSpent: 300 },
      { id: 6, outcome: "wrong", timeSpent: null },
    ]);
    expect(pace?.median).toBe(55);
    expect(Object.fromEntries(pace?.byQuestion ?? [])).toEqual({
      1: "quick-right",
      2: "slow-right",
      3: "quick-wrong",
      4: "slow-wrong",
    });
  });

  it("has nothing to say without recorded times", () => {
    expect(paceOf([{ id: 1, outcome: "correct", timeSpent: null }])).toBeNull();
    expect(paceOf([{ id: 1, outcome: "skipped", timeSpent: 40 }])).toBeNull();
  });
});

describe("questionTimeText", () => {
  it("says the time and the visits", () => {
    expect(questionTimeText({ timeSpent: 72, visits: 2 })).toBe("1 min 12 s, 2 visits");
    expect(questionTimeText({ timeSpent: 40, visits: 1 })).toBe("40 s, 1 visit");
    expect(questionTimeText({ timeSpent: null, visits: null })).toBeNull();
  });
});
