import { type PaidPlanId, planById } from "../shared/plans";

/*
 * Entitlements: what a paid plan grants, and when it counts.
 * - A purchase of `plan` starts at the later of now and the end of the premium the learner already
 *   holds (purchases queue one behind the other) and lasts the plan's entitlementDays
 *   (src/shared/plans.ts) of 24 hours each.
 * - An entitlement is active, i.e. makes the learner premium, from startsAt (inclusive) to expiresAt
 *   (exclusive). Until expiresAt it is not over: running now or queued to start later.
 * - Admins and learners with an active entitlement take every paper; the preparedness analytics
 *   need the active entitlement itself.
 * The SQL forms of these rules are in src/server/sessions/entitlements.ts.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a purchase starts: now, or when the premium the learner already holds ends. */
export function entitlementStart(currentPremiumEnd: Date | null, now: Date): Date {
  return currentPremiumEnd && currentPremiumEnd > now ? currentPremiumEnd : now;
}

/** When an entitlement of `plan` starting at `from` ends. */
export function entitlementEnd(plan: PaidPlanId, from: Date): Date {
  return new Date(from.getTime() + planById(plan).entitlementDays * DAY_MS);
}

/** Whether an entitlement makes the learner premium at `now`. */
export function isEntitlementActive(entitlement: { startsAt: Date; expiresAt: Date }, now: Date): boolean {
  return entitlement.startsAt <= now && now < entitlement.expiresAt;
}

/** Who takes every paper (no Free-plan lock): a learner with an active entitlement, and admins. */
export function takesEveryPaper(user: { isPremium: boolean; role: string }): boolean {
  return user.isPremium || user.role === "admin";
}

/** How long a learner's unpaid order is offered again instead of a new one. */
export const OPEN_ORDER_REUSE_MS = 24 * 60 * 60 * 1000;

/**
 * Whether checkout for `want` takes up the learner's order `order` again instead of making a new
 * one: an order not paid nor failed, for the same plan and amount, made in the last day. Leaving
 * checkout and coming back is one purchase, not one order per visit (Razorpay retries a payment
 * on the same order).
 */
export function isReusableOrder(
  order: { plan: string; amount: number; status: string; createdAt: Date },
  want: { plan: PaidPlanId; amount: number },
  now: Date,
): boolean {
  const age = now.getTime() - order.createdAt.getTime();
  return (
    order.status === "created" &&
    order.plan === want.plan &&
    order.amount === want.amount &&
    age >= 0 &&
    age < OPEN_ORDER_REUSE_MS
  );
}
