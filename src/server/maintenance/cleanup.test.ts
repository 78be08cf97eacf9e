import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { rateLimits, sessions } from "~/server/db/schema";
import { createTestApp, signIn, type TestApp } from "~/server/test-support/test-app";
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

  it("runs every CLEANUP_INTERVAL_MS on the app's clock, and stops when the app closes", async () => {
    t = await createTestApp({ now: NOW, env: { CLEANUP_INTERVAL_MS: "50" } });
    await fill(t);
    const deadline = Date.now() + 10_000;
    while ((await sessionCount(t)) !== 1 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(await keys(t)).toEqual(["feedback:ipZq-open"]);
    expect(await sessionCount(t)).toBe(1);

    // moved past the open window's end: the next run deletes it too
    t.clock.advance(30_000);
    while ((await keys(t)).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await keys(t)).toEqual([]);

    await t.app.close();
    await t.ctx.db.insert(rateLimits).values({ key: "feedback:ipZq-after-close", count: 1, resetAt: at(0) });
    await new Promise((r) => setTimeout(r, 300));
    expect(await keys(t)).toEqual(["feedback:ipZq-after-close"]);
  });
});
