import { describe, expect, it } from "vitest";
import { addIstDays as addDays, istWeekdayIndex as weekdayIndex } from "../../../domain/ist";
import { CLOCK_MOMENTS } from "../../../server/test-support/clock-moments";
import { formatShortDay, streakCalendar } from "./ist-days";

describe("IST calendar days on the client", () => {
  it("adds days across month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
  });

  it("numbers weekdays from Monday", () => {
    expect(weekdayIndex("2026-11-16")).toBe(0); // a Monday
    expect(weekdayIndex("2026-11-22")).toBe(6); // a Sunday
  });

  it("formats a day without shifting it by the browser's zone", () => {
    expect(formatShortDay("2027-01-01")).toBe("1 Jan");
  });
});

describe("streakCalendar", () => {
  it("lays out 12 Monday-to-Sunday weeks ending with the week holding today", () => {
    const cols = streakCalendar("2026-11-19", ["2026-11-19", "2026-11-17", "2026-08-24", "2026-08-23"]);
    expect(cols).toHaveLength(12);
    expect(cols.every((c) => c.length === 7)).toBe(true);
    expect(cols[0]?.[0]?.day).toBe("2026-08-31");
    expect(cols[11]?.[0]?.day).toBe("2026-11-16");
    // Thursday is today: Friday to Sunday are still to come
    expect(cols[11]?.map((c) => c.isFuture)).toEqual([false, false, false, false, true, true, true]);
    const active = cols
      .flat()
      .filter((c) => c.isActive)
      .map((c) => c.day);
    // days before the first Monday are outside the grid
    expect(active).toEqual(["2026-11-17", "2026-11-19"]);
  });

  it("has no future cell when today is a Sunday", () => {
    const cols = streakCalendar("2026-11-22", []);
    expect(cols.flat().some((c) => c.isFuture)).toBe(false);
    expect(cols[11]?.[6]?.day).toBe("2026-11-22");
  });
});

describe.each(CLOCK_MOMENTS)("the streak calendar when today is the IST day of $name", (m) => {
  it("ends with the week holding today, today's cell in its weekday's row, later days still to come", () => {
    expect(weekdayIndex(m.istDay)).toBe(m.istWeekday);
    const cols = streakCalendar(m.istDay, [m.istDay, addDays(m.istDay, -1)]);
    const last = cols[11];
    expect(last?.[0]?.day).toBe(m.istWeekStart);
    expect(last?.[m.istWeekday]).toEqual({ day: m.istDay, isFuture: false, isActive: true });
    expect(last?.filter((c) => c.isFuture)).toHaveLength(6 - m.istWeekday);
    const active = cols
      .flat()
      .filter((c) => c.isActive)
      .map((c) => c.day);
    expect(active).toEqual([addDays(m.istDay, -1), m.istDay]);
  });
});
