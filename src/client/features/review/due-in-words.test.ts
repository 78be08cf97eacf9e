import { describe, expect, it } from "vitest";
import { dueInWords } from "./due-in-words";

const now = new Date("2026-11-18T10:00:00Z");
const daysLater = (days: number) => new Date(now.getTime() + days * 24 * 3600 * 1000);

describe("dueInWords", () => {
  it("says when a card comes back", () => {
    expect(dueInWords(now, now)).toBe("again later today");
    expect(dueInWords(daysLater(1), now)).toBe("again tomorrow");
    expect(dueInWords(daysLater(3), now)).toBe("again in 3 days");
    expect(dueInWords(daysLater(90), now)).toBe("again in 3 months");
    expect(dueInWords(daysLater(800), now)).toBe("again in 2 years");
  });
});
