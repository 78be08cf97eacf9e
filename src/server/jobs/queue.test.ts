import { asc } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { jobs } from "~/server/db/schema";
import { FINISH_ATTEMPT_JOB } from "~/server/jobs/finish-attempt-job";
import { createTestApp, secondInstance, type TestApp } from "~/server/test-support/test-app";
import type { JobHandlers } from "./handlers";
import { claimDue, dueJobs, enqueue, JOB_LEASE_MS, releaseClaimsOfDeadProcess } from "./queue";
import { JOBS_PER_RUN, nextPollDelayMs, runDueJobs } from "./worker";

const NOW = "2026-11-18T06:00:00.000Z";

const queued = (t: TestApp) => t.ctx.db.select().from(jobs).orderBy(asc(jobs.id));

describe("the job queue", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("a run stops after JOBS_PER_RUN jobs and the worker then polls again at once, not after the interval", async () => {
    t = await createTestApp({ now: NOW });
    const due = JOBS_PER_RUN + 30;
    await t.ctx.db.insert(jobs).values(
      Array.from({ length: due }, (_, i) => ({
        name: "zq-finish",
        key: `zq-finish:${i}`,
        runAt: new Date(NOW),
      })),
    );
    const handlers: JobHandlers = { "zq-finish": async () => undefined };
    const first = await runDueJobs(t.ctx, { handlers });
    expect(first).toBe(JOBS_PER_RUN);
    expect(await queued(t)).toHaveLength(30);
    expect(nextPollDelayMs(first, 5000)).toBe(0);
    const second = await runDueJobs(t.ctx, { handlers });
    expect(second).toBe(30);
    expect(await queued(t)).toHaveLength(0);
    expect(nextPollDelayMs(second, 5000)).toBe(5000);
  });

  it("a job that asks to run again at once leaves a job due, so the worker polls again at once, not after the interval", async () => {
    t = await createTestApp({ now: NOW });
    await t.ctx.db.insert(jobs).values({ name: "zq-batches", key: "zq-batches", runAt: new Date(NOW) });
    let runs = 0;
    // three batches of work: it asks to run again while a run found some
    const handlers: JobHandlers = {
      "zq-batches": async (ctx) => (++runs < 3 ? { runAgainAt: ctx.now() } : undefined),
    };
    const ran = await runDueJobs(t.ctx, { handlers });
    expect(ran).toBe(1);
    const due = await dueJobs(t.ctx.db, t.ctx.now());
    expect(due.count).toBe(1);
    expect(nextPollDelayMs(ran, 5000, due.count > 0)).toBe(0);
    while ((await runDueJobs(t.ctx, { handlers })) > 0);
    expect(runs).toBe(3);
    expect((await dueJobs(t.ctx.db, t.ctx.now())).count).toBe(0);
    expect(nextPollDelayMs(1, 5000, false)).toBe(5000);
  });

  it("runs the finishes a paper's end makes due side by side on PostgreSQL, one at a time on the embedded database", async () => {
    t = await createTestApp({ now: NOW, env: { JOB_CONCURRENCY: "4" } });
    await t.ctx.db.insert(jobs).values(
      Array.from({ length: 10 }, (_, i) => ({
        name: FINISH_ATTEMPT_JOB,
        key: `${FINISH_ATTEMPT_JOB}:zq-${i}`,
        payload: { attemptId: i },
        runAt: new Date(NOW),
      })),
    );
    let inFlight = 0;
    let most = 0;
    const finished: unknown[] = [];
    const handlers: JobHandlers = {
      [FINISH_ATTEMPT_JOB]: async (_ctx, job) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        finished.push(job.payload.attemptId);
        inFlight--;
        return undefined;
      },
    };
    expect(await runDueJobs(t.ctx, { handlers })).toBe(10);
    expect([...finished].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].sort());
    expect(most).toBe(t.ctx.database.kind === "pglite" ? 1 : 4);
    expect(await queued(t)).toHaveLength(0);
  });

  it("two workers on one database never run one job twice", async () => {
    t = await createTestApp({ now: NOW });
    const other = await secondInstance(t);
    try {
      const keys = Array.from({ length: 40 }, (_, i) => `zq-count:${i}`);
      for (const key of keys) {
        await enqueue(t.ctx.db, { name: "zq-count", key, payload: { key }, runAt: new Date(NOW) });
      }
      const ran: string[] = [];
      const handlers: JobHandlers = {
        "zq-count": async (_ctx, job) => {
          ran.push(String(job.payload.key));
          // long enough for the other worker to claim meanwhile
          await new Promise((r) => setTimeout(r, 5));
          return undefined;
        },
      };
      const counts = await Promise.all([
        runDueJobs(t.ctx, { handlers }),
        runDueJobs(other.ctx, { handlers }),
        runDueJobs(t.ctx, { handlers }),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
      expect([...ran].sort()).toEqual([...keys].sort());
      expect(await queued(t)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it("claims made at the same moment from two instances hand out each job once", async () => {
    t = await createTestApp({ now: NOW });
    const other = await secondInstance(t);
    try {
      for (let i = 0; i < 30; i++) {
        await enqueue(t.ctx.db, { name: "zq-claim", key: `zq-claim:${i}`, runAt: new Date(NOW) });
      }
      const instances = [t.ctx, other.ctx];
      const now = t.clock.now;
      const claims = await Promise.all(
        Array.from({ length: 12 }, (_, i) => claimDue((instances[i % 2] ?? other.ctx).db, now, 4)),
      );
      const ids = claims.flat().map((job) => job.id);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
      expect(claims.flat().every((job) => job.tries === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it("runs a job only once it is due, on the app's clock", async () => {
    t = await createTestApp({ now: NOW });
    const ran: number[] = [];
    const handlers: JobHandlers = {
      "zq-later": async (ctx) => {
        ran.push(ctx.now().getTime());
        return undefined;
      },
    };
    await enqueue(t.ctx.db, { name: "zq-later", runAt: new Date(Date.parse(NOW) + 60_000) });
    expect(await runDueJobs(t.ctx, { handlers })).toBe(0);
    t.clock.advance(60_000);
    expect(await runDueJobs(t.ctx, { handlers })).toBe(1);
    expect(ran).toEqual([Date.parse(NOW) + 60_000]);
    expect(await queued(t)).toEqual([]);
  });

  it("a key is queued once: enqueueing it again keeps the first", async () => {
    t = await createTestApp({ now: NOW });
    await enqueue(t.ctx.db, { name: "zq-once", key: "zq-once:1", payload: { n: 1 }, runAt: new Date(NOW) });
    await enqueue(t.ctx.db, { name: "zq-once", key: "zq-once:1", payload: { n: 2 }, runAt: new Date(0) });
    const rows = await queued(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: "zq-once:1", payload: { n: 1 }, runAt: new Date(NOW) });
  });

  it("a failed job is tried again later, backing off, with its error kept", async () => {
    t = await createTestApp({ now: NOW });
    let calls = 0;
    const handlers: JobHandlers = {
      "zq-flaky": async () => {
        calls++;
        if (calls < 3) throw new Error(`Zq failure ${calls}`);
        return undefined;
      },
    };
    await enqueue(t.ctx.db, { name: "zq-flaky", key: "zq-flaky", runAt: new Date(NOW) });

    expect(await runDueJobs(t.ctx, { handlers })).toBe(1);
    expect((await queued(t))[0]).toMatchObject({
      tries: 1,
      lastError: "Zq failure 1",
      lockedUntil: null,
      runAt: new Date(Date.parse(NOW) + 30_000),
    });
    expect(await runDueJobs(t.ctx, { handlers })).toBe(0);

    t.clock.advance(30_000);
    expect(await runDueJobs(t.ctx, { handlers })).toBe(1);
    // the second failure waits twice as long
    expect((await queued(t))[0]).toMatchObject({
      tries: 2,
      lastError: "Zq failure 2",
      runAt: new Date(Date.parse(NOW) + 90_000),
    });

    t.clock.advance(60_000);
    expect(await runDueJobs(t.ctx, { handlers })).toBe(1);
    expect(calls).toBe(3);
    expect(await queued(t)).toEqual([]);
  });

  it("a job claimed by an instance that died is claimed again once the lease runs out", async () => {
    t = await createTestApp({ now: NOW });
    const ran: string[] = [];
    const handlers: JobHandlers = {
      "zq-orphan": async (_ctx, job) => {
        ran.push(String(job.key));
        return undefined;
      },
    };
    await enqueue(t.ctx.db, { name: "zq-orphan", key: "zq-orphan", runAt: new Date(NOW) });
    // claimed, then never completed: the instance is gone
    expect(await claimDue(t.ctx.db, t.clock.now, 10)).toHaveLength(1);
    expect(await runDueJobs(t.ctx, { handlers })).toBe(0);

    t.clock.advance(JOB_LEASE_MS + 1);
    expect(await runDueJobs(t.ctx, { handlers })).toBe(1);
    expect(ran).toEqual(["zq-orphan"]);
    expect(await queued(t)).toEqual([]);
  });

  it("a claim released at an embedded server's start is claimed again at once, counting another try", async () => {
    t = await createTestApp({ now: NOW });
    const handlers: JobHandlers = { "zq-left-claimed": async () => undefined };
    await enqueue(t.ctx.db, { name: "zq-left-claimed", key: "zq-left-claimed", runAt: new Date(NOW) });
    expect(await claimDue(t.ctx.db, t.clock.now, 10)).toHaveLength(1);
    expect(await runDueJobs(t.ctx, { handlers })).toBe(0);

    expect(await releaseClaimsOfDeadProcess(t.ctx.db)).toBe(1);
    expect((await queued(t))[0]).toMatchObject({ lockedUntil: null, tries: 1 });
    expect(await runDueJobs(t.ctx, { handlers })).toBe(1);
    expect(await queued(t)).toEqual([]);
  });

  it("a job no handler knows stays queued for an instance that knows it", async () => {
    t = await createTestApp({ now: NOW });
    await enqueue(t.ctx.db, { name: "zq-from-a-newer-version", runAt: new Date(NOW) });
    expect(await runDueJobs(t.ctx, { handlers: {} })).toBe(1);
    expect((await queued(t))[0]).toMatchObject({
      name: "zq-from-a-newer-version",
      tries: 1,
      lastError: 'no handler for job "zq-from-a-newer-version"',
    });
  });
});
