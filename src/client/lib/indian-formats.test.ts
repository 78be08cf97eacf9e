import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatNumber, formatRupees } from "./indian-formats";

describe("Indian formats in English and Hindi", () => {
  it("groups lakhs and crores", () => {
    expect(formatNumber(100000, "en")).toBe("1,00,000");
    expect(formatNumber(12345678, "en")).toBe("1,23,45,678");
    expect(formatNumber(100000, "hi")).toBe("1,00,000");
    expect(formatNumber(999, "hi")).toBe("999");
  });

  it("writes dates as DD MMM YYYY on India's calendar day", () => {
    // 20:00 UTC on 23 Nov is 01:30 on 24 Nov in India
    expect(formatDate("2026-11-23T20:00:00Z", "en")).toBe("24 Nov 2026");
    expect(formatDate("2026-03-02T00:00:00+05:30", "en")).toBe("02 Mar 2026");
    expect(formatDate("2026-11-23T20:00:00Z", "hi")).toMatch(/^24 नव[^ ]* 2026$/);
    expect(formatDateTime("2026-11-24T13:00:00Z", "en")).toMatch(/^24 Nov 2026, 6:30\s?pm$/i);
  });

  it("writes a time in Hindi with the part of the day, never am or pm", () => {
    expect(formatDateTime("2026-11-24T13:00:00Z", "hi")).toMatch(/^24 नव[^ ]* 2026, शाम 6:30$/);
    expect(formatDateTime("2026-11-24T04:00:00Z", "hi")).toMatch(/, सुबह 9:30$/);
    expect(formatDateTime("2026-11-24T08:30:00Z", "hi")).toMatch(/, दोपहर 2:00$/);
  });

  it("writes rupees with ₹ and Indian grouping, paise only when there are some", () => {
    expect(formatRupees(29900, "en")).toBe("₹299");
    expect(formatRupees(10000000, "en")).toBe("₹1,00,000");
    expect(formatRupees(19950, "en")).toBe("₹199.50");
    expect(formatRupees(199900, "hi")).toBe("₹1,999");
  });
});
