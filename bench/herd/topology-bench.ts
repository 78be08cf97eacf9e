import os from "node:os";
import pg from "pg";
import { startTopology, type Topology } from "../../scripts/production-topology.mjs";
import type { BenchRow } from "../bench-row";
import { capacityMarkdown, JEE_SHIFT, type MeasuredCost } from "./capacity";
import { cpuMeter, processCpuMs } from "./cpu";
import { liveTestFlow } from "./flow";
import { lostSaves, runHerd } from "./herd";
import { type HerdConfig, herdText, judgeHerd, paperOf, storedAttempts } from "./herd-bench";
import {
  addHerdLearners,
  addHerdLiveTest,
  addHerdLiveWindow,
  addHerdQuiz,
  addOpenHerdAttempts,
  herdCookie,
} from "./herd-data";
import { httpClient } from "./http-client";
import { scoredAfter, scoredAfterAllSealed, scoredAfterEndText } from "./live-herd-bench";

/** learners per request kind for the CPU per request (BENCH_TOPOLOGY_SAMPLE, 1,000 by default) */
const COST_SAMPLE = Number(process.env.BENCH_TOPOLOGY_SAMPLE ?? 1_000);

/** The instances' own count of attempts they finished, summed. */
async function serverFinished(topology: Topology): Promise<number> {
  let sum = 0;
  for (const url of topology.instanceUrls) {
    const text = await (await fetch(`${url}/metrics`)).text();
    const m = /^abhyas_attempt_submits_total\{by="server"\} (\d+)/m.exec(text);
    sum += m ? Number(m[1]) : 0;
  }
  return sum;
}

const instancesCpuMs = (topology: Topology) =>
  topology.instancePids().reduce((sum: number, pid) => sum + processCpuMs(pid ?? 0), 0);

/**
 * `count` requests, `workers` at a time, through HAProxy, and the CPU they took in the instances
 * and in PostgreSQL until `settled` (what the requests left to the job queue, done): the
 * per-request cost the capacity model rests on.
 */
async function measuredCost(
  topology: Topology,
  count: number,
  workers: number,
  send: (k: number) => Promise<{ status: number }>,
  settled: () => Promise<void> = async () => {},
) {
  const db = await cpuMeter(topology.directUrl, 0);
  const appBefore = instancesCpuMs(topology);
  let next = 0;
  let ok = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < count) {
        const reply = await send(next++);
        if (reply.status >= 200 && reply.status < 300) ok++;
      }
    }),
  );
  await settled();
  const appMs = instancesCpuMs(topology) - appBefore;
  const { dbMs } = await db.stop();
  return { appMs: appMs / Math.max(1, ok), dbMs: dbMs / Math.max(1, ok), ok };
}

/**
 * The herd through the production topology (HAProxy, N instances, PgBouncer in transaction
 * pooling), with 1 instance and with `instances`; then start, save and submit one at a time through
 * the larger one for their CPU, and the capacity table for a JEE shift from it.
 */
export async function herdThroughTopology(
  config: HerdConfig,
  adminUrl: string,
  distDir: string,
  log: (m: string) => void,
): Promise<{ rows: BenchRow[]; notes: string[]; capacity: string[] }> {
  const rows: BenchRow[] = [];
  const notes: string[] = [];
  let capacity: string[] = [];
  const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits });
  for (const instances of [1, Number(process.env.BENCH_TOPOLOGY_INSTANCES ?? 3)]) {
    const database = `abhyas_topology_${process.pid}_${instances}`;
    log(`topology: HAProxy, ${instances} instance(s), PgBouncer; seeding ${database}`);
    const topology = await startTopology({
      instances,
      distDir,
      postgresUrl: adminUrl,
      database,
      fresh: true,
      poolSize: config.poolSize,
      env: { SEED_DEMO: "bank", LOG_LEVEL: "warn" },
      log,
    });
    const db = new pg.Client({ connectionString: topology.directUrl });
    await db.connect();
    try {
      const quiz = await addHerdQuiz(db, config.questions, config.paperMs / 60_000, { omr: config.omr });
      const learners = await addHerdLearners(db, 0, config.learners);
      // a live test, as a shift is: every submit sealed, then scored by the instances' one queue
      const { liveTestId, opensAt, endsAt } = await addHerdLiveWindow(db, quiz, learners, {
        opensInMs: 15_000,
        paperMs: config.paperMs,
      });
      await db.query("VACUUM ANALYZE");
      const load = os.loadavg()[0] ?? 0;
      const client = httpClient(topology.url, config.sockets, 120_000);
      const appBefore = instancesCpuMs(topology);
      const watch = new pg.Client({ connectionString: topology.directUrl });
      await watch.connect();
      const scoredWatch = scoredAfter(watch, quiz.id, endsAt, 180_000).finally(() => watch.end());
      const outcome = await runHerd(
        client,
        liveTestFlow(liveTestId, quiz.id, endsAt),
        {
          learners: learners.map((userId) => ({ userId, cookie: herdCookie(userId) })),
          questionIds: quiz.questionIds,
          optionCounts: quiz.optionCounts,
          paperMs: config.paperMs,
          startWindowMs: config.startWindowMs,
          opensAt,
          saveEveryMs: [15_000, 30_000],
          submitShare: 0.7,
          submitWindowMs: 5_000,
          finishWithinMs: 60_000,
          seed: 20261206,
        },
        { serverPid: topology.instancePids()[0] ?? 0, serverFinished: () => serverFinished(topology) },
        log,
      );
      const scoredMs = await scoredWatch;
      const appSeconds = (instancesCpuMs(topology) - appBefore) / 1000;
      const verdict = judgeHerd(
        outcome,
        lostSaves(outcome.learners, await storedAttempts(db, quiz.id)),
        learners.length,
      );
      const scored = scoredAfterEndText(scoredMs);
      const resent = `${fmt(client.resent())} resent once on a new connection`;
      log(`${herdText(verdict)}; ${resent}; ${scored}`);
      rows.push({
        budget: `Live-test herd through HAProxy, ${instances} instance(s), PgBouncer transaction pooling: ${fmt(config.learners)} learners, ${config.paperMs / 60_000}-minute window${paperOf(config)}, start within ${config.startWindowMs / 1000} s, a save every 15-30 s, 70% submit in the last 5 s; pool ${config.poolSize} an instance`,
        measured: `${herdText(verdict)}; ${resent}; ${scored}; app CPU ${fmt(appSeconds, 1)} s over all instances; load average ${load.toFixed(1)} on ${os.cpus().length} cores at the start`,
        ceiling: "the live-test herd on PostgreSQL directly, one instance (the Live-test herd row)",
        target: "0 saves lost, 0 5xx, every attempt scored within 30 s of the end",
        met: verdict.passed && scoredMs !== undefined && scoredMs <= 30_000,
      });

      if (instances > 1) {
        log("topology: start, save and submit through HAProxy for their CPU per request");
        const cohort = await addHerdLearners(db, config.learners, 3 * COST_SAMPLE);
        const attempts = await addOpenHerdAttempts(db, cohort.slice(COST_SAMPLE), quiz);
        const sheet = Object.fromEntries(quiz.questionIds.slice(0, 20).map((q, i) => [String(q), i % 4]));
        const startCohort = cohort.slice(0, COST_SAMPLE);
        const saveCohort = cohort.slice(COST_SAMPLE, 2 * COST_SAMPLE);
        const submitCohort = cohort.slice(2 * COST_SAMPLE, 3 * COST_SAMPLE);
        const workers = 20;
        const start = await measuredCost(topology, startCohort.length, workers, (k) =>
          client.request("POST", `/api/quiz/${quiz.id}/start`, herdCookie(startCohort[k] ?? 0), {}),
        );
        const save = await measuredCost(topology, 3 * COST_SAMPLE, workers, (k) => {
          const userId = saveCohort[k % saveCohort.length] ?? 0;
          return client.request("PUT", `/api/attempts/${attempts.get(userId)}/answers`, herdCookie(userId), {
            answers: sheet,
          });
        });
        const submit = await measuredCost(topology, submitCohort.length, workers, (k) => {
          const userId = submitCohort[k] ?? 0;
          return client.request("POST", `/api/quiz/${quiz.id}/submit`, herdCookie(userId), {
            attemptId: attempts.get(userId),
            answers: sheet,
            timeSpent: 0,
          });
        });
        // a live test's submit, as a shift's is: the seal, then its scoring by the instances' queue
        const liveCohort = await addHerdLearners(db, config.learners + 3 * COST_SAMPLE, COST_SAMPLE);
        const liveQuiz = await addHerdQuiz(db, config.questions, 120);
        const liveAttempts = await addOpenHerdAttempts(db, liveCohort, liveQuiz);
        const now = Date.now();
        await addHerdLiveTest(
          db,
          liveQuiz,
          { startsAt: new Date(now - 60_000), endsAt: new Date(now + 2 * 3_600_000) },
          liveCohort,
          liveAttempts,
        );
        const liveSheet = Object.fromEntries(
          liveQuiz.questionIds.slice(0, 20).map((q, i) => [String(q), i % 4]),
        );
        const liveSubmit = await measuredCost(
          topology,
          liveCohort.length,
          workers,
          (k) => {
            const userId = liveCohort[k] ?? 0;
            return client.request("POST", `/api/quiz/${liveQuiz.id}/submit`, herdCookie(userId), {
              attemptId: liveAttempts.get(userId),
              answers: liveSheet,
              timeSpent: 0,
            });
          },
          async () => {
            if ((await scoredAfterAllSealed(db, liveQuiz.id, 600_000)) === undefined)
              throw new Error("the live submits' sealed sheets were not all scored within 10 minutes");
          },
        );
        const cost: MeasuredCost = { start, save, submit: liveSubmit };
        notes.push(
          `CPU per request through HAProxy and PgBouncer (${instances} instances, ${workers} at a time, statements unnamed): start app ${fmt(start.appMs, 2)} ms, PostgreSQL ${fmt(start.dbMs, 2)} ms (${start.ok}); save app ${fmt(save.appMs, 2)} ms, PostgreSQL ${fmt(save.dbMs, 2)} ms (${save.ok}); practice submit of ${config.questions} (scored inline) app ${fmt(submit.appMs, 2)} ms, PostgreSQL ${fmt(submit.dbMs, 2)} ms (${submit.ok}); live submit of ${config.questions} (sealed, then scored by the queue; both counted) app ${fmt(liveSubmit.appMs, 2)} ms, PostgreSQL ${fmt(liveSubmit.dbMs, 2)} ms (${liveSubmit.ok}).`,
        );
        capacity = capacityMarkdown(
          cost,
          JEE_SHIFT,
          `through HAProxy and PgBouncer on ${new Date().toISOString().slice(0, 10)} (a ${config.questions}-question paper, load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} cores; the submit is a live test's, sealed and then scored by the job queue, both counted)`,
        );
      }
      client.close();
    } finally {
      await db.end().catch(() => {});
      await topology.stop();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
      await admin.end();
    }
  }
  return { rows, notes, capacity };
}
