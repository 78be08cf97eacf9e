import { lt } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { webVitals } from "~/server/db/schema";

/** Deletes web vitals older than the retention (VITALS_RETENTION_DAYS); the job "delete-old-web-vitals". */
export async function deleteOldVitals(db: Db, now: Date, retentionDays: number): Promise<void> {
  await db
    .delete(webVitals)
    .where(lt(webVitals.createdAt, new Date(now.getTime() - retentionDays * 86_400_000)));
}
