import { and, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { entitlements } from "../../db/schema";

const ANNUAL_MS = 365 * 24 * 60 * 60 * 1000;

/** The demo "premium" role: an active Annual entitlement, granted once and kept while it lasts. */
export async function grantDemoPremium(db: DbOrTx, userId: number, now: Date): Promise<void> {
  const [active] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), gt(entitlements.expiresAt, now)))
    .limit(1);
  if (active) return;
  await db.insert(entitlements).values({
    userId,
    plan: "annual",
    startsAt: now,
    expiresAt: new Date(now.getTime() + ANNUAL_MS),
    source: "demo",
  });
}
