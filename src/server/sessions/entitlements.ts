import { and, eq, gt, max } from "drizzle-orm";
import { entitlementEnd, entitlementStart } from "~/domain/plans";
import type { DbOrTx } from "~/server/db/client";
import { entitlements } from "~/server/db/schema";
import type { PaidPlanId } from "~/shared/plans";

/*
 * Entitlement queries; the rules themselves are in src/domain/plans.ts. Every grant (a paid order,
 * the demo premium role) and every premium check goes through here.
 */

/** Not over at `now` (expires_at > now): running, or queued behind the running one. */
export const notOverAt = (now: Date) => gt(entitlements.expiresAt, now);

/**
 * isEntitlementActive as a SQL condition on the entitlements row `e` at the instant `now` (a
 * parameter such as "$2::timestamptz"), for hand-written statements such as the session lookup.
 */
export const activeEntitlementSql = (now: string) => `e.starts_at <= ${now} and e.expires_at > ${now}`;

/** When the premium the user holds at `now` ends (queued purchases included), or null. */
export async function premiumEnd(db: DbOrTx, userId: number, now: Date): Promise<Date | null> {
  const [current] = await db
    .select({ until: max(entitlements.expiresAt) })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), notOverAt(now)));
  return current?.until ? new Date(current.until) : null;
}

export async function hasEntitlementNotOver(db: DbOrTx, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), notOverAt(now)))
    .limit(1);
  return row !== undefined;
}

/**
 * Grants `plan` to the user, queued behind the premium they already hold. With a payment, at most
 * once per payment (entitlements.payment_id is unique): `inserted` is false when it was already there.
 * A caller granting paid orders locks the user row first so that two grants queue one behind the other.
 */
export async function grantEntitlement(
  db: DbOrTx,
  grant: { userId: number; plan: PaidPlanId; source: "payment" | "demo"; paymentId?: number; now: Date },
): Promise<{ startsAt: Date; expiresAt: Date; inserted: boolean }> {
  const { userId, plan, source, now } = grant;
  const startsAt = entitlementStart(await premiumEnd(db, userId, now), now);
  const expiresAt = entitlementEnd(plan, startsAt);
  const inserted = await db
    .insert(entitlements)
    .values({ userId, plan, startsAt, expiresAt, paymentId: grant.paymentId ?? null, source, createdAt: now })
    .onConflictDoNothing({ target: entitlements.paymentId })
    .returning({ id: entitlements.id });
  return { startsAt, expiresAt, inserted: inserted.length > 0 };
}
