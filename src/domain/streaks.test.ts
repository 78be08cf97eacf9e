import { describe, expect, it } from "vitest";
import { CLOCK_MOMENTS, shiftDay } from "../server/test-support/clock-moments";
import { istDay } from "./ist";
import { activeDayOf, activeDays, computeStreaks } from "./streaks";

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

describe.each(CLOCK_MOMENTS)("computeStreaks on the IST day of $name", (m) => {
  const daysBefore = (n: number) => shiftDay(m.istDay, -n);

  it("counts today and the days before it, and from yesterday while today is not practised yet", () => {
    expect(computeStreaks([daysBefore(2), daysBefore(1), m.istDay], m.istDay)).toEqual({
      current: 3,
      longest: 3,
    });
    expect(computeStreaks([daysBefore(2), daysBefore(1)], m.istDay)).toEqual({ current: 2, longest: 2 });
    expect(computeStreaks([daysBefore(3), daysBefore(2)], m.istDay)).toEqual({ current: 0, longest: 2 });
    // the next IST day (tomorrow, whatever the UTC date says) is not counted yet
    expect(computeStreaks([m.istDay, shiftDay(m.istDay, 1)], m.istDay)).toEqual({ current: 1, longest: 1 });
  });
});

describe("activeDayOf", () => {
  it("is the IST day the submit recorded, else the IST day of submitted_at", () => {
    const lateEvening = new Date("2026-11-20T18:45:00Z"); // 00:15 IST on 21 Nov
    expect(activeDayOf({ submittedDay: "2026-11-20", submittedAt: lateEvening })).toBe("2026-11-20");
    expect(activeDayOf({ submittedDay: null, submittedAt: lateEvening })).toBe("2026-11-21");
  });
});

describe("activeDays", () => {
  it("a day with only a review of a card is an active day; a day with both counts once", () => {
    const attempts = [
      { submittedDay: "2026-11-19", submittedAt: new Date("2026-11-19T06:00:00Z") },
      { submittedDay: null, submittedAt: new Date("2026-11-20T18:45:00Z") }, // 21 Nov IST
    ];
    const days = activeDays(attempts, ["2026-11-20", "2026-11-21"]);
    expect(days).toEqual(["2026-11-19", "2026-11-20", "2026-11-21"]);
    expect(computeStreaks(days, "2026-11-21").current).toBe(3);
  });
});
