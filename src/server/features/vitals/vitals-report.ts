import { and, gte, inArray } from "drizzle-orm";
import { groupVitals, VITAL_THRESHOLDS } from "~/domain/web-vitals";
import type { DbOrTx } from "~/server/db/client";
import { webVitals } from "~/server/db/schema";
import { type AdminVitalsResponse, REPORTED_VITALS } from "~/shared/contract/vitals";

const DAY_MS = 86_400_000;

/** p75 LCP, INP and CLS per route and device class over the last `days` days (src/domain/web-vitals.ts). */
export async function vitalsReport(db: DbOrTx, days: number, now: Date): Promise<AdminVitalsResponse> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const samples = await db
    .select({
      route: webVitals.route,
      deviceClass: webVitals.deviceClass,
      name: webVitals.name,
      value: webVitals.value,
    })
    .from(webVitals)
    .where(and(gte(webVitals.createdAt, since), inArray(webVitals.name, [...REPORTED_VITALS])));
  const groups = groupVitals(samples).map((g) => ({
    route: g.route,
    deviceClass: g.deviceClass,
    metrics: { LCP: g.metrics.LCP, INP: g.metrics.INP, CLS: g.metrics.CLS },
  }));
  return {
    since: since.toISOString(),
    days,
    groups,
    thresholds: { LCP: VITAL_THRESHOLDS.LCP, INP: VITAL_THRESHOLDS.INP, CLS: VITAL_THRESHOLDS.CLS },
    total: samples.length,
  };
}
