import { lte } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "~/server/context";
import type { Db } from "~/server/db/client";
import { rateLimits } from "~/server/db/schema";
import { deleteExpiredSessions } from "~/server/sessions/sessions";

/**
 * Deletes rate-limit windows that have ended and sessions that have expired at `now`. Both are plain
 * deletes of rows nobody can use any more, so instances sharing one PostgreSQL may run it at the
 * same time: a window a request renews meanwhile (new reset_at) no longer matches and stays.
 */
export async function deleteExpiredRows(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, now));
  await deleteExpiredSessions(db, now);
}

/** Runs deleteExpiredRows every CLEANUP_INTERVAL_MS on the app's clock; stops when the app closes. */
export function scheduleCleanup(app: FastifyInstance, ctx: AppContext) {
  const every = ctx.config.cleanupIntervalMs;
  if (every <= 0) return;
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = deleteExpiredRows(ctx.db, ctx.now())
      .catch((error: unknown) =>
        app.log.error({ err: error }, "deleting expired sessions and rate limits failed"),
      )
      .finally(() => {
        running = undefined;
      });
  }, every);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    // the database closes after the app: let a clean-up in progress finish first
    await running;
  });
}
