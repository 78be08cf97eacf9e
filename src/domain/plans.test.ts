import { describe, expect, it } from "vitest";
import {
  entitlementEnd,
  entitlementStart,
  isEntitlementActive,
  isReusableOrder,
  OPEN_ORDER_REUSE_MS,
  takesEveryPaper,
} from "./plans";

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

describe("an open order taken up again", () => {
  const order = { plan: "monthly", amount: 29900, status: "created", createdAt: NOW };
  const want = { plan: "monthly" as const, amount: 29900 };
  const later = (ms: number) => new Date(NOW.getTime() + ms);

  it("is the same plan and amount, unpaid, made within the last day", () => {
    expect(isReusableOrder(order, want, later(60_000))).toBe(true);
    expect(isReusableOrder(order, want, later(OPEN_ORDER_REUSE_MS - 1))).toBe(true);
    expect(isReusableOrder(order, want, later(OPEN_ORDER_REUSE_MS))).toBe(false);
  });

  it("is never a paid or failed order, another plan, or an old price", () => {
    expect(isReusableOrder({ ...order, status: "paid" }, want, NOW)).toBe(false);
    expect(isReusableOrder({ ...order, status: "failed" }, want, NOW)).toBe(false);
    expect(isReusableOrder(order, { plan: "annual", amount: 29900 }, NOW)).toBe(false);
    expect(isReusableOrder(order, { plan: "monthly", amount: 34900 }, NOW)).toBe(false);
    expect(isReusableOrder({ ...order, createdAt: later(60_000) }, want, NOW)).toBe(false);
  });
});
