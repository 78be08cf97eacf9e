import { eq } from "drizzle-orm";
import type { Tx } from "~/server/db/client";
import { entitlements, payments, users } from "~/server/db/schema";
import { grantEntitlement } from "~/server/sessions/entitlements";
import type { PaidPlanId } from "~/shared/plans";
import { asPaidPlan } from "./plan-note";

export type GrantedEntitlement = { plan: PaidPlanId; expiresAt: Date; alreadyGranted: boolean };

/**
 * Marks a stored order paid and grants its entitlement, once. Verify and the webhook both call this,
 * inside their own transaction, after checking the provider's signature.
 *
 * - The payment row is locked first, so a verify and a webhook for the same order arriving together
 *   take turns, and the second finds the entitlement the first granted (entitlements.payment_id is
 *   unique as the last line of defence).
 * - The user row is locked next, so two different purchases by one learner queue one behind the
 *   other: a new plan starts at the later of now and the end of the learner's current premium.
 */
export async function grantPaidOrder(
  tx: Tx,
  options: { paymentRowId: number; providerPaymentId: string; now: Date },
): Promise<GrantedEntitlement> {
  const { paymentRowId, providerPaymentId, now } = options;
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentRowId)).for("update");
  if (!payment) throw new Error(`payment ${paymentRowId} vanished inside its own transaction`);

  const existing = await findGrant(tx, payment.id);
  if (existing) return { ...existing, alreadyGranted: true };

  await tx.select({ id: users.id }).from(users).where(eq(users.id, payment.userId)).for("update");
  const plan = asPaidPlan(payment.plan);
  const { expiresAt, inserted } = await grantEntitlement(tx, {
    userId: payment.userId,
    plan,
    source: "payment",
    paymentId: payment.id,
    now,
  });
  await tx
    .update(payments)
    .set({ status: "paid", providerPaymentId, paidAt: now, failureReason: null })
    .where(eq(payments.id, payment.id));
  if (!inserted) {
    const raced = await findGrant(tx, payment.id);
    if (!raced) throw new Error(`entitlement for payment ${payment.id} neither inserted nor found`);
    return { ...raced, alreadyGranted: true };
  }
  return { plan, expiresAt, alreadyGranted: false };
}

async function findGrant(tx: Tx, paymentRowId: number) {
  const [row] = await tx
    .select({ plan: entitlements.plan, expiresAt: entitlements.expiresAt })
    .from(entitlements)
    .where(eq(entitlements.paymentId, paymentRowId))
    .limit(1);
  return row ? { plan: asPaidPlan(row.plan), expiresAt: new Date(row.expiresAt) } : null;
}
