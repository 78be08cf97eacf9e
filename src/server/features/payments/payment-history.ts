import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { payments } from "~/server/db/schema";
import type { PaymentHistoryEntry } from "~/shared/contract/payments";
import { planById } from "~/shared/plans";
import { asPaidPlan } from "./plan-note";

const HISTORY_LIMIT = 100;

const asStatus = (s: string): PaymentHistoryEntry["status"] =>
  s === "paid" ? "paid" : s === "failed" ? "failed" : "created";

/** The learner's own orders and payments, newest first. */
export async function paymentHistory(db: DbOrTx, userId: number): Promise<PaymentHistoryEntry[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => {
    const plan = asPaidPlan(row.plan);
    return {
      date: new Date(row.paidAt ?? row.createdAt).toISOString(),
      plan,
      planName: planById(plan).name,
      amount: row.amount,
      currency: row.currency,
      status: asStatus(row.status),
      orderId: row.providerOrderId,
    };
  });
}
