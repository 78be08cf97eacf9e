import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, min, or, sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { jobs } from "~/server/db/schema";

export type JobRow = typeof jobs.$inferSelect;

/** How long a claim holds a job: a job whose instance died is claimed again after this. */
export const JOB_LEASE_MS = 5 * 60_000;
/** The wait before the first retry of a failed job; it doubles with every try, up to an hour. */
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;

/**
 * Adds a job to run at `runAt` (or later). A job with a key exists once: enqueueing a key already
 * queued changes nothing, so instances (or a retried request) scheduling the same work do not
 * double it. Runs inside the caller's transaction when given one, so the job exists exactly when
 * the row it is about does.
 */
export async function enqueue(
  db: DbOrTx,
  job: { name: string; key?: string; payload?: Record<string, unknown>; runAt: Date },
): Promise<void> {
  await db
    .insert(jobs)
    .values({ name: job.name, key: job.key ?? null, payload: job.payload ?? {}, runAt: job.runAt })
    .onConflictDoNothing({ target: jobs.key });
}

/**
 * Claims up to `limit` jobs due at `now` that no one holds, for JOB_LEASE_MS, and answers them.
 * `for update skip locked` makes it safe across instances on one PostgreSQL: a row another
 * instance's claim is locking is skipped, not waited for, and one whose claim committed meanwhile
 * is re-checked and no longer due. Every claim counts a try.
 */
export async function claimDue(db: DbOrTx, now: Date, limit: number): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(dueAt(now))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() + JOB_LEASE_MS), tries: sql`${jobs.tries} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

/**
 * Releases every claim, so each claimed job is due again at once. Only for the embedded database at
 * start: one process holds its data directory (decision 0040), so a claim found there belongs to a
 * process that died, and the new one need not wait out JOB_LEASE_MS. Answers how many it released.
 * Never on PostgreSQL, where another instance may be running the job.
 */
export async function releaseClaimsOfDeadProcess(db: DbOrTx): Promise<number> {
  const released = await db
    .update(jobs)
    .set({ lockedUntil: null })
    .where(isNotNull(jobs.lockedUntil))
    .returning({ id: jobs.id });
  return released.length;
}

const dueAt = (now: Date) =>
  and(lte(jobs.runAt, now), or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)));

/**
 * How many jobs are due at `now` and unclaimed, and since when the oldest of them has waited:
 * the queue's depth and lag (`oldestDueAt` undefined when none is due).
 */
export async function dueJobs(
  db: DbOrTx,
  now: Date,
): Promise<{ count: number; oldestDueAt: Date | undefined }> {
  const [row] = await db
    .select({ count: count(), oldest: min(jobs.runAt) })
    .from(jobs)
    .where(dueAt(now));
  return { count: row?.count ?? 0, oldestDueAt: row?.oldest ?? undefined };
}

/** The claim as taken: a later claim (after the lease ran out) counts another try. */
const stillOurs = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.tries, job.tries));

/** Removes a job that ran, unless someone claimed it again meanwhile. */
export async function complete(db: DbOrTx, job: JobRow): Promise<void> {
  await db.delete(jobs).where(stillOurs(job));
}

/** Keeps a recurring job (same row, same key) for its next run at `runAt`. */
export async function reschedule(db: DbOrTx, job: JobRow, runAt: Date): Promise<void> {
  await db.update(jobs).set({ runAt, lockedUntil: null, tries: 0, lastError: null }).where(stillOurs(job));
}

/** The wait before trying a job again after its `tries`-th try failed. */
export function retryDelayMs(tries: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, tries - 1));
}

/** Releases a failed job to be tried again later (backing off), keeping what went wrong. */
export async function fail(db: DbOrTx, job: JobRow, error: unknown, now: Date): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db
    .update(jobs)
    .set({
      runAt: new Date(now.getTime() + retryDelayMs(job.tries)),
      lockedUntil: null,
      lastError: message.slice(0, 2000),
    })
    .where(stillOurs(job));
}
