import { describe, expect, it } from "vitest";
import { questionTimeText } from "./time-analysis";

describe("questionTimeText", () => {
  it("says the time and the visits", () => {
    expect(questionTimeText({ timeSpent: 72, visits: 2 })).toBe("1 min 12 s, 2 visits");
    expect(questionTimeText({ timeSpent: 40, visits: 1 })).toBe("40 s, 1 visit");
    expect(questionTimeText({ timeSpent: null, visits: null })).toBeNull();
  });
});
