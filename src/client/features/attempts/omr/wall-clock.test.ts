import { describe, expect, it } from "vitest";
import { istClockTime, nextWallClockChange, timeLeftText } from "./wall-clock";

describe("the wall clock", () => {
  it("reads the time of day in IST, whatever the device's zone", () => {
    // 08:35 UTC is 14:05 IST
    expect(istClockTime(Date.parse("2026-11-18T08:35:00Z"))).toEqual({
      time: "02:05",
      period: "pm",
      periodFirst: false,
    });
    expect(istClockTime(Date.parse("2026-11-18T03:30:59Z"))).toEqual({
      time: "09:00",
      period: "am",
      periodFirst: false,
    });
  });

  it("in Hindi names the part of the day, before the time, never am or pm", () => {
    expect(istClockTime(Date.parse("2026-11-18T08:35:00Z"), "hi")).toEqual({
      time: "02:05",
      period: "दोपहर",
      periodFirst: true,
    });
    expect(istClockTime(Date.parse("2026-11-18T03:30:59Z"), "hi")).toEqual({
      time: "09:00",
      period: "सुबह",
      periodFirst: true,
    });
    expect(istClockTime(Date.parse("2026-11-18T14:30:00Z"), "hi").period).toBe("रात");
  });

  it("says the time left in whole minutes, quietly", () => {
    expect(timeLeftText(3 * 3600_000 + 5 * 60_000 + 59_000)).toBe("3 h 05 min left");
    expect(timeLeftText(12 * 60_000 + 30_000)).toBe("12 min left");
    expect(timeLeftText(59_000)).toBe("Less than a minute left");
    expect(timeLeftText(0)).toBe("Time is over");
  });

  it("wakes when what it shows changes, and not before: the minute of the day or the minutes left", () => {
    const reading = (now: number, endsAt: number) =>
      `${istClockTime(now).time} ${timeLeftText(endsAt - now)}`;
    // a deadline 40 s past a minute of the day (the two kinds of change fall apart) and one on it;
    // times left on a whole minute and either side of one among those tried
    for (const endsAt of [Date.parse("2026-11-18T11:35:40Z"), Date.parse("2026-11-18T11:35:00Z")]) {
      const lefts = [120_000, 120_001, 119_999, 60_000, 1, 300_000, 299_999];
      for (let left = 241_500; left > 0; left -= 7_919) lefts.push(left);
      for (const left of lefts) {
        const now = endsAt - left;
        const next = nextWallClockChange(now, endsAt);
        expect(next).not.toBeNull();
        if (next === null) continue;
        expect(next).toBeGreaterThan(now);
        expect(next - now).toBeLessThanOrEqual(60_000);
        // the same reading all the way to the change, a new one from it
        for (const t of [now, Math.floor((now + next) / 2), next - 1])
          expect(reading(t, endsAt)).toBe(reading(now, endsAt));
        expect(reading(next, endsAt)).not.toBe(reading(now, endsAt));
      }
    }
  });

  it("rests once the paper has ended", () => {
    const endsAt = Date.parse("2026-11-18T11:35:40Z");
    expect(nextWallClockChange(endsAt, endsAt)).toBeNull();
    expect(nextWallClockChange(endsAt + 5_000, endsAt)).toBeNull();
  });
});
