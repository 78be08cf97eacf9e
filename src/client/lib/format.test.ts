import { describe, expect, it } from "vitest";
import { formatMarks, formatMinutes, formatPercent, formatSeconds, MINUS, signOf } from "./format";

describe("formatMarks", () => {
  it("writes whole, decimal and third marks", () => {
    expect(formatMarks(4, { signed: true })).toBe("+4");
    expect(formatMarks(-1)).toBe("\u22121");
    expect(formatMarks(-0.25)).toBe("\u22120.25");
    expect(formatMarks(-2 / 3)).toBe("\u22122/3");
    expect(formatMarks(12 + 2 / 3)).toBe("12 2/3");
    expect(formatMarks(0, { signed: true })).toBe("0");
    expect(formatMarks(71.256)).toBe("71.26");
    // a third the server rounded to hundredths is still a third; a near miss is not
    expect(formatMarks(15.33)).toBe("15 1/3");
    expect(formatMarks(-0.67)).toBe("\u22122/3");
    expect(formatMarks(15.3)).toBe("15.3");
    expect(formatMarks(1.34)).toBe("1.34");
  });
});

describe("durations and percents", () => {
  it("formats minutes, seconds and percents", () => {
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(180)).toBe("3 h");
    expect(formatMinutes(200)).toBe("3 h 20 min");
    expect(formatSeconds(40)).toBe("40 s");
    expect(formatSeconds(0.34)).toBe("0.3 s");
    expect(formatSeconds(0)).toBe("0 s");
    expect(formatSeconds(95)).toBe("1 min 35 s");
    expect(formatSeconds(3720)).toBe("1 h 2 min");
    expect(formatPercent(71.25)).toBe("71.3%");
  });
});

describe("one minus sign (U+2212) for negative figures", () => {
  it("writes negative marks and percents with U+2212, never a hyphen", () => {
    expect(formatPercent(-2.5)).toBe("\u22122.5%");
    expect(formatPercent(-0.04)).toBe("0%");
    expect(formatMarks(-4.5, { signed: true })).toBe("\u22124.5");
    expect(signOf(-1)).toBe(MINUS);
    expect(signOf(3, { signed: true })).toBe("+");
    expect(signOf(0, { signed: true })).toBe("");
    for (const value of [-0.25, -1, -2 / 3, -12.75, -100]) {
      expect(formatMarks(value)).not.toContain("-");
      expect(formatPercent(value)).not.toContain("-");
      expect(formatMarks(value).startsWith(MINUS)).toBe(true);
    }
  });
});

describe("durations in Hindi", () => {
  it("names the units in Hindi when the interface is in Hindi", async () => {
    const { i18n } = await import("@/i18n/i18n");
    i18n.load("hi", {});
    i18n.activate("hi");
    try {
      expect(formatSeconds(95)).toBe("1 मिनट 35 सेकंड");
      expect(formatMinutes(60)).toBe("1 घंटा");
      expect(formatMinutes(200)).toBe("3 घंटे 20 मिनट");
    } finally {
      i18n.activate("en");
    }
  });
});
