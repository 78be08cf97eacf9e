import { describe, expect, it } from "vitest";
import { createQuestionTimeCounter, mergeQuestionTimes, toQuestionTimes } from "./question-times";

describe("question time counter", () => {
  const clock = () => {
    let at = 0;
    return { now: () => at, advance: (ms: number) => (at += ms) };
  };

  it("counts a visit each time a question becomes current, and time only while it is", () => {
    const c = clock();
    const counter = createQuestionTimeCounter({}, c.now, true);
    counter.open(11);
    c.advance(12_000);
    counter.open(12);
    c.advance(3_000);
    counter.open(11);
    c.advance(60_000);
    counter.open(null);
    c.advance(99_000);
    expect(toQuestionTimes(counter.snapshot())).toEqual({
      "11": { seconds: 72, visits: 2 },
      "12": { seconds: 3, visits: 1 },
    });
  });

  it("stops counting while the page is hidden", () => {
    const c = clock();
    const counter = createQuestionTimeCounter({}, c.now, true);
    counter.open(11);
    c.advance(10_000);
    counter.setVisible(false);
    c.advance(600_000);
    counter.setVisible(true);
    c.advance(5_000);
    expect(counter.snapshot()).toEqual({ "11": { ms: 15_000, visits: 1 } });
  });

  it("resumes from what was counted before", () => {
    const c = clock();
    const counter = createQuestionTimeCounter({ "11": { ms: 40_000, visits: 2 } }, c.now, false);
    counter.open(11);
    c.advance(10_000); // hidden: not counted
    expect(counter.snapshot()).toEqual({ "11": { ms: 40_000, visits: 3 } });
  });
});

describe("mergeQuestionTimes", () => {
  it("keeps, per question, the larger of the server's and the device's figures", () => {
    expect(
      mergeQuestionTimes(
        { "11": { seconds: 30, visits: 4 }, "12": { seconds: 5, visits: 1 } },
        { "11": { ms: 42_500, visits: 3 }, "13": { ms: 1000, visits: 1 } },
      ),
    ).toEqual({
      "11": { ms: 42_500, visits: 4 },
      "12": { ms: 5000, visits: 1 },
      "13": { ms: 1000, visits: 1 },
    });
    expect(mergeQuestionTimes(undefined, null)).toEqual({});
  });
});
