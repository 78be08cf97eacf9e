import { lte } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { rateLimits } from "~/server/db/schema";
import { deleteExpiredSessions } from "~/server/sessions/sessions";

/**
 * Deletes rate-limit windows that have ended and sessions that have expired at `now`. The job queue
 * runs it every CLEANUP_INTERVAL_MS as the recurring job "delete-expired-rows" (src/server/jobs), so
 * N instances run it once per interval. Both are plain deletes of rows nobody can use any more, so
 * two runs side by side would be harmless too: a window a request renews meanwhile (new reset_at)
 * no longer matches and stays.
 */
export async function deleteExpiredRows(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, now));
  await deleteExpiredSessions(db, now);
}
