import { describe, expect, it } from "vitest";
import { CLOCK_MOMENTS, istTime, shiftDay } from "../server/test-support/clock-moments";
import { addIstDays, istDay, istDayStart, istDaysSpan, istWeekdayIndex, istWeekStart } from "./ist";

describe("IST days", () => {
  it("rolls the day at 00:00 IST, which is 18:30 UTC the evening before", () => {
    expect(istDay(new Date("2026-11-20T18:29:59.999Z"))).toBe("2026-11-20"); // 23:59:59 IST
    expect(istDay(new Date("2026-11-20T18:30:00.000Z"))).toBe("2026-11-21"); // 00:00 IST
  });

  it("crosses the year end in IST, not UTC", () => {
    expect(istDay(new Date("2026-12-31T18:29:00Z"))).toBe("2026-12-31");
    expect(istDay(new Date("2026-12-31T18:30:00Z"))).toBe("2027-01-01");
  });

  it("answers the instant a day starts", () => {
    expect(istDayStart("2026-11-21").toISOString()).toBe("2026-11-20T18:30:00.000Z");
  });

  it("adds days across month and year ends", () => {
    expect(addIstDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addIstDays("2027-03-01", -1)).toBe("2027-02-28");
  });

  it("numbers weekdays from Monday", () => {
    expect(istWeekdayIndex("2026-11-16")).toBe(0); // a Monday
    expect(istWeekdayIndex("2026-11-22")).toBe(6); // a Sunday
  });
});

describe("IST weeks", () => {
  it("starts the week on Monday 00:00 IST", () => {
    // Sunday 2026-11-22 23:59 IST is still the week of Monday 2026-11-16
    expect(istWeekStart(new Date("2026-11-22T18:29:00Z"))).toBe("2026-11-16");
    // Monday 2026-11-23 00:00 IST starts a new week
    expect(istWeekStart(new Date("2026-11-22T18:30:00Z"))).toBe("2026-11-23");
  });

  it("keeps a week that spans the year end together", () => {
    expect(istWeekStart(new Date("2027-01-01T06:00:00Z"))).toBe("2026-12-28");
  });
});

describe("IST periods asked for in any order", () => {
  it("answers the right day and week when calls jump back and forth across the boundaries", () => {
    const asked = [
      "2026-11-22T18:29:59.999Z", // Sunday 23:59:59.999 IST
      "2026-11-22T18:30:00.000Z", // Monday 00:00 IST
      "2026-11-22T18:29:59.999Z",
      "2026-11-23T06:00:00.000Z",
      "2026-11-15T18:30:00.000Z", // a week earlier
      "2026-11-22T18:30:00.000Z",
    ].map((iso) => new Date(iso));
    expect(asked.map(istDay)).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-22",
      "2026-11-23",
      "2026-11-16",
      "2026-11-23",
    ]);
    expect(asked.map(istWeekStart)).toEqual([
      "2026-11-16",
      "2026-11-23",
      "2026-11-16",
      "2026-11-23",
      "2026-11-16",
      "2026-11-23",
    ]);
  });
});

describe.each(CLOCK_MOMENTS)("IST day and week at $name ($at)", (m) => {
  const at = new Date(m.at);

  it("answers the IST day and the Monday starting its IST week", () => {
    expect(istDay(at)).toBe(m.istDay);
    expect(istWeekStart(at)).toBe(m.istWeekStart);
    expect(addIstDays(m.istWeekStart, m.istWeekday)).toBe(m.istDay);
  });

  it("puts the instant inside its IST day, which starts at 00:00 IST", () => {
    expect(istDayStart(m.istDay).toISOString()).toBe(istTime(m.istDay, "00:00").toISOString());
    expect(istDayStart(m.istDay).getTime()).toBeLessThanOrEqual(at.getTime());
    expect(istDayStart(shiftDay(m.istDay, 1)).getTime()).toBeGreaterThan(at.getTime());
    expect(istDay(new Date(istDayStart(m.istWeekStart).getTime() - 1))).toBe(shiftDay(m.istWeekStart, -1));
  });
});

describe("istDaysSpan", () => {
  it("covers whole IST days, both ends included", () => {
    expect(istDaysSpan("2026-11-20", "2026-11-21")).toEqual({
      start: new Date("2026-11-19T18:30:00.000Z"),
      end: new Date("2026-11-21T18:30:00.000Z"),
    });
  });
  it("leaves an end open when it is not given", () => {
    expect(istDaysSpan(undefined, "2026-12-31")).toEqual({ end: new Date("2026-12-31T18:30:00.000Z") });
    expect(istDaysSpan("2027-01-01", undefined)).toEqual({ start: new Date("2026-12-31T18:30:00.000Z") });
    expect(istDaysSpan(undefined, undefined)).toEqual({});
  });
});
