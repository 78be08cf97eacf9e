import { describe, expect, it } from "vitest";
import { entitlementEnd, entitlementStart, isEntitlementActive, takesEveryPaper } from "./plans";

const NOW = new Date("2026-11-21T06:30:00Z");

describe("entitlements", () => {
  it("last the plan's days: 30 for Monthly, 365 for Annual", () => {
    expect(entitlementEnd("monthly", NOW).toISOString()).toBe("2026-12-21T06:30:00.000Z");
    expect(entitlementEnd("annual", NOW).toISOString()).toBe("2027-11-21T06:30:00.000Z");
  });

  it("start now, or queued behind the premium already held", () => {
    expect(entitlementStart(null, NOW)).toEqual(NOW);
    const heldUntil = new Date("2026-12-01T00:00:00Z");
    expect(entitlementStart(heldUntil, NOW)).toEqual(heldUntil);
    expect(entitlementStart(new Date("2026-11-01T00:00:00Z"), NOW)).toEqual(NOW);
  });

  it("are active from their start (inclusive) to their end (exclusive)", () => {
    const e = { startsAt: NOW, expiresAt: entitlementEnd("monthly", NOW) };
    expect(isEntitlementActive(e, new Date(NOW.getTime() - 1))).toBe(false);
    expect(isEntitlementActive(e, NOW)).toBe(true);
    expect(isEntitlementActive(e, new Date(e.expiresAt.getTime() - 1))).toBe(true);
    expect(isEntitlementActive(e, e.expiresAt)).toBe(false);
  });

  it("let admins and premium learners take every paper", () => {
    expect(takesEveryPaper({ isPremium: true, role: "learner" })).toBe(true);
    expect(takesEveryPaper({ isPremium: false, role: "admin" })).toBe(true);
    expect(takesEveryPaper({ isPremium: false, role: "learner" })).toBe(false);
  });
});
