import type { DbOrTx } from "~/server/db/client";
import { webVitals } from "~/server/db/schema";
import type { VitalsBeacon } from "~/shared/contract/vitals";

/**
 * Stores one beacon's metrics, one row each, in one statement (all or none). Only what the beacon
 * names is kept: no user, no IP, no URL.
 */
export async function storeVitals(db: DbOrTx, beacon: VitalsBeacon, now: Date): Promise<number> {
  await db.insert(webVitals).values(
    beacon.metrics.map((m) => ({
      route: beacon.route,
      deviceClass: beacon.deviceClass,
      effectiveType: beacon.effectiveType,
      name: m.name,
      value: m.value,
      rating: m.rating,
      createdAt: now,
    })),
  );
  return beacon.metrics.length;
}
