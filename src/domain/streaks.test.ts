import { describe, expect, it } from "vitest";
import { istDay } from "./ist";
import { computeStreaks } from "./streaks";

describe("computeStreaks", () => {
  it("answers 0 and 0 with no active day", () => {
    expect(computeStreaks([], "2026-11-21")).toEqual({ current: 0, longest: 0 });
  });

  it("counts consecutive days ending today", () => {
    expect(computeStreaks(["2026-11-19", "2026-11-20", "2026-11-21"], "2026-11-21")).toEqual({
      current: 3,
      longest: 3,
    });
  });

  it("still counts the streak from yesterday when today is not practised yet", () => {
    expect(computeStreaks(["2026-11-19", "2026-11-20"], "2026-11-21")).toEqual({ current: 2, longest: 2 });
  });

  it("breaks the current streak when yesterday was missed too", () => {
    expect(computeStreaks(["2026-11-18", "2026-11-19"], "2026-11-21")).toEqual({ current: 0, longest: 2 });
  });

  it("a gap of one day ends a run: the current streak starts after the gap", () => {
    const days = [
      "2026-11-14",
      "2026-11-15",
      "2026-11-16",
      "2026-11-17",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
    ];
    expect(computeStreaks(days, "2026-11-21")).toEqual({ current: 3, longest: 4 });
  });

  it("counts a day with many attempts once", () => {
    const days = ["2026-11-20", "2026-11-20", "2026-11-20", "2026-11-21", "2026-11-21"];
    expect(computeStreaks(days, "2026-11-21")).toEqual({ current: 2, longest: 2 });
  });

  it("runs across the year end", () => {
    const days = ["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"];
    expect(computeStreaks(days, "2027-01-02")).toEqual({ current: 4, longest: 4 });
    expect(computeStreaks(days, "2027-01-03")).toEqual({ current: 4, longest: 4 });
    expect(computeStreaks(days, "2027-01-04")).toEqual({ current: 0, longest: 4 });
  });

  it("runs across the end of February in a leap year and a common year", () => {
    expect(computeStreaks(["2028-02-28", "2028-02-29", "2028-03-01"], "2028-03-01").current).toBe(3);
    expect(computeStreaks(["2027-02-27", "2027-02-28", "2027-03-01"], "2027-03-01").current).toBe(3);
  });

  it("ignores days after today (a clock set back)", () => {
    expect(computeStreaks(["2026-11-21", "2026-11-22"], "2026-11-21")).toEqual({ current: 1, longest: 1 });
  });

  it("uses IST days: an attempt at 23:59 IST and one at 00:00 IST the next day make two days", () => {
    const lateEvening = istDay(new Date("2026-11-20T18:29:00Z")); // 23:59 IST on the 20th
    const justAfterMidnight = istDay(new Date("2026-11-20T18:30:00Z")); // 00:00 IST on the 21st
    expect(computeStreaks([lateEvening, justAfterMidnight], "2026-11-21")).toEqual({
      current: 2,
      longest: 2,
    });
  });
});
