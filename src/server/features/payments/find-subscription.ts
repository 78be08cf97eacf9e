import { and, desc, eq } from "drizzle-orm";
import { isEntitlementActive } from "~/domain/plans";
import type { DbOrTx } from "~/server/db/client";
import { entitlements } from "~/server/db/schema";
import { notOverAt } from "~/server/sessions/entitlements";
import type { SubscriptionResponse } from "~/shared/contract/payments";
import { asPaidPlan } from "./plan-note";

/**
 * The learner's plan as premium checks see it (isEntitlementActive in src/domain/plans.ts, the
 * same rule as the session lookup). While active, expiresAt is when premium ends, after any purchase queued
 * behind the running one; once lapsed, the last plan and when it ended.
 */
export async function findSubscription(db: DbOrTx, userId: number, now: Date): Promise<SubscriptionResponse> {
  const upcoming = await db
    .select({ plan: entitlements.plan, startsAt: entitlements.startsAt, expiresAt: entitlements.expiresAt })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), notOverAt(now)))
    .orderBy(entitlements.startsAt);
  const running = upcoming.find((e) =>
    isEntitlementActive({ startsAt: new Date(e.startsAt), expiresAt: new Date(e.expiresAt) }, now),
  );
  if (running) {
    const end = Math.max(...upcoming.map((e) => new Date(e.expiresAt).getTime()));
    return { plan: asPaidPlan(running.plan), status: "active", expiresAt: new Date(end).toISOString() };
  }
  const [last] = await db
    .select({ plan: entitlements.plan, expiresAt: entitlements.expiresAt })
    .from(entitlements)
    .where(eq(entitlements.userId, userId))
    .orderBy(desc(entitlements.expiresAt))
    .limit(1);
  if (!last) return { plan: "free", status: "none", expiresAt: null };
  return {
    plan: asPaidPlan(last.plan),
    status: "expired",
    expiresAt: new Date(last.expiresAt).toISOString(),
  };
}
