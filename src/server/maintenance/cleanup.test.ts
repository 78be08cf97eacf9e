import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { jobs, rateLimits, sessions } from "~/server/db/schema";
import { ensureRecurringJobs, runDueJobs } from "~/server/jobs/worker";
import { createTestApp, secondInstance, signIn, type TestApp } from "~/server/test-support/test-app";
import { deleteExpiredRows } from "./cleanup";

const NOW = "2026-03-02T06:00:00.000Z";
const at = (ms: number) => new Date(new Date(NOW).getTime() + ms);

async function keys(t: TestApp) {
  const rows = await t.ctx.db.select({ key: rateLimits.key }).from(rateLimits);
  // the demo sign-ins count in rate_limits too: only this test's own windows
  return rows
    .map((r) => r.key)
    .filter((k) => k.startsWith("feedback:ipZq"))
    .sort();
}

async function sessionCount(t: TestApp) {
  const [row] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
  return row?.n;
}

/** Two windows that ended (one exactly now) and one still open; two sessions, one expired. */
async function fill(t: TestApp) {
  await t.ctx.db.insert(rateLimits).values([
    { key: "feedback:ipZq-ended", count: 3, resetAt: at(-60_000) },
    { key: "feedback:ipZq-ends-now", count: 3, resetAt: at(0) },
    { key: "feedback:ipZq-open", count: 3, resetAt: at(30_000) },
  ]);
  t.clock.set(at(-31 * 24 * 3600_000));
  await signIn(t.app, { email: "zq-test-expired@example.com" });
  t.clock.set(NOW);
  const live = await signIn(t.app, { email: "zq-test-live@example.com" });
  return live;
}

describe("expired rate-limit windows and sessions are deleted", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("deleteExpiredRows keeps open windows and live sessions, on the clock it is given", async () => {
    t = await createTestApp({ now: NOW });
    const live = await fill(t);
    expect(await sessionCount(t)).toBe(2);

    await deleteExpiredRows(t.ctx.db, t.ctx.now());
    expect(await keys(t)).toEqual(["feedback:ipZq-open"]);
    expect(await sessionCount(t)).toBe(1);
    const me = await t.app.inject({ url: "/api/auth/user", headers: { cookie: live.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it("runs on the job queue every CLEANUP_INTERVAL_MS of the app's clock, and stops when the app closes", async () => {
    t = await createTestApp({ now: NOW, env: { CLEANUP_INTERVAL_MS: "60000", JOBS_POLL_MS: "50" } });
    await fill(t);
    const deadline = Date.now() + 10_000;
    while ((await sessionCount(t)) !== 1 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(await keys(t)).toEqual(["feedback:ipZq-open"]);
    expect(await sessionCount(t)).toBe(1);

    // the open window has ended, but the next run is a whole interval after the first
    t.clock.advance(30_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(await keys(t)).toEqual(["feedback:ipZq-open"]);
    t.clock.advance(30_000);
    while ((await keys(t)).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await keys(t)).toEqual([]);

    await t.app.close();
    t.clock.advance(120_000);
    await t.ctx.db.insert(rateLimits).values({ key: "feedback:ipZq-after-close", count: 1, resetAt: at(0) });
    await new Promise((r) => setTimeout(r, 300));
    expect(await keys(t)).toEqual(["feedback:ipZq-after-close"]);
  });

  it("runs once per interval however many instances share the database", async () => {
    t = await createTestApp({ now: NOW, env: { CLEANUP_INTERVAL_MS: "60000" } });
    const other = await secondInstance(t);
    try {
      await fill(t);
      await Promise.all([ensureRecurringJobs(t.ctx), ensureRecurringJobs(other.ctx)]);
      const recurring = async () =>
        (await t!.ctx.db.select().from(jobs).where(eq(jobs.name, "delete-expired-rows"))).map((j) => ({
          key: j.key,
          runAt: j.runAt.toISOString(),
        }));
      expect(await recurring()).toEqual([{ key: "delete-expired-rows", runAt: NOW }]);

      await Promise.all([runDueJobs(t.ctx), runDueJobs(other.ctx)]);
      expect(await keys(t)).toEqual(["feedback:ipZq-open"]);
      expect(await recurring()).toEqual([{ key: "delete-expired-rows", runAt: at(60_000).toISOString() }]);

      // within the interval neither instance runs it again, nor does one that starts now
      t.clock.advance(59_000);
      await ensureRecurringJobs(other.ctx);
      await Promise.all([runDueJobs(t.ctx), runDueJobs(other.ctx)]);
      expect(await keys(t)).toEqual(["feedback:ipZq-open"]);

      t.clock.advance(1_000);
      await Promise.all([runDueJobs(t.ctx), runDueJobs(other.ctx)]);
      expect(await keys(t)).toEqual([]);
      expect(await recurring()).toEqual([{ key: "delete-expired-rows", runAt: at(120_000).toISOString() }]);
    } finally {
      await other.close();
    }
  });
});
