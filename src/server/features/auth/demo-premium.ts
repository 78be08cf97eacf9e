import type { DbOrTx } from "~/server/db/client";
import { grantEntitlement, hasEntitlementNotOver } from "~/server/sessions/entitlements";

/** The demo "premium" role: an Annual entitlement, granted once and kept while it lasts. */
export async function grantDemoPremium(db: DbOrTx, userId: number, now: Date): Promise<void> {
  if (await hasEntitlementNotOver(db, userId, now)) return;
  await grantEntitlement(db, { userId, plan: "annual", source: "demo", now });
}
