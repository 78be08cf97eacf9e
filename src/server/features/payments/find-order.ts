import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { payments } from "~/server/db/schema";
import { notFound } from "~/server/http/errors";

export const ORDER_NOT_FOUND = "Order not found";

/** A stored order that belongs to this learner; someone else's order is as unknown as a made-up one. */
export async function findOwnOrder(db: DbOrTx, userId: number, providerOrderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, providerOrderId))
    .limit(1);
  if (!row || row.userId !== userId) throw notFound(ORDER_NOT_FOUND);
  return row;
}
