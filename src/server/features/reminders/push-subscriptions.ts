import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { pushSubscriptions } from "~/server/db/schema";
import type { PushSubscriptionBody } from "~/shared/contract/reminders";

/**
 * POST /api/account/reminders/subscriptions: keeps this browser's subscription. An endpoint is one
 * browser's: subscribing it again (a retry, new keys, or another learner signing in on the same
 * browser) replaces the row, so a phone passed on does not remind its former owner's account.
 */
export async function saveSubscription(
  db: DbOrTx,
  userId: number,
  body: PushSubscriptionBody,
): Promise<void> {
  const keys = { userId, p256dh: body.keys.p256dh, auth: body.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: body.endpoint, ...keys })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...keys, lastOkAt: null } });
}

/** DELETE /api/account/reminders/subscriptions: forgets this browser (only the learner's own). */
export async function removeSubscription(db: DbOrTx, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
