import { describe, expect, it } from "vitest";
import { istClockTime, timeLeftText } from "./wall-clock";

describe("the wall clock", () => {
  it("reads the time of day in IST, whatever the device's zone", () => {
    // 08:35 UTC is 14:05 IST
    expect(istClockTime(Date.parse("2026-11-18T08:35:00Z"))).toEqual({ time: "02:05", period: "pm" });
    expect(istClockTime(Date.parse("2026-11-18T03:30:59Z"))).toEqual({ time: "09:00", period: "am" });
  });

  it("says the time left in whole minutes, quietly", () => {
    expect(timeLeftText(3 * 3600_000 + 5 * 60_000 + 59_000)).toBe("3 h 05 min left");
    expect(timeLeftText(12 * 60_000 + 30_000)).toBe("12 min left");
    expect(timeLeftText(59_000)).toBe("Less than a minute left");
    expect(timeLeftText(0)).toBe("Time is over");
  });
});
