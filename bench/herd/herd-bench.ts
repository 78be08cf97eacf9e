import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { startBuiltServer } from "../../scripts/built-server.mjs";
import type { BenchRow } from "../bench-row";
import { cpuMeter } from "./cpu";
import { mockTestFlow } from "./flow";
import { type HerdOutcome, latency, lostSaves, runHerd } from "./herd";
import {
  addHerdLearners,
  addHerdQuiz,
  addOpenHerdAttempts,
  type HerdQuiz,
  herdCookie,
  herdTokenHash,
  type Sql,
} from "./herd-data";
import { type HttpClient, httpClient, newConnectionHealth, percentile } from "./http-client";
import { captureStatements, type Identity, replayCeiling } from "./sql-ceiling";

/** the herd's paper by default (BENCH_HERD_QUESTIONS sets another) */
export const QUESTIONS = 40;

/**
 * The herd's size and timing. Default: 10,000 learners through a 10-minute paper, starting within
 * its first minute. BENCH_HERD_QUICK=1 is a 2-minute run of 300 for development;
 * BENCH_HERD_LEARNERS, BENCH_HERD_PAPER_S and BENCH_HERD_START_S set each; BENCH_HERD_QUESTIONS the paper's
 * length (40 by default; 75 is JEE Main's, 180 NEET's), and BENCH_HERD_OMR=1 sits the live herd on an OMR sheet.
 */
export function herdConfig() {
  const quick = process.env.BENCH_HERD_QUICK === "1";
  const num = (name: string, full: number, fast: number) =>
    Number(process.env[name] ?? (quick ? fast : full));
  return {
    learners: num("BENCH_HERD_LEARNERS", 10_000, 300),
    questions: num("BENCH_HERD_QUESTIONS", QUESTIONS, QUESTIONS),
    /** a mock paper of an OMR exam (the live herd only: a free learner starts only an exam's first mock) */
    omr: process.env.BENCH_HERD_OMR === "1",
    paperMs: num("BENCH_HERD_PAPER_S", 600, 120) * 1000,
    startWindowMs: num("BENCH_HERD_START_S", 60, 15) * 1000,
    /** the embedded database's search runs a shorter paper at the same rates (see BENCHMARKS.md) */
    pglitePaperMs: num("BENCH_HERD_PGLITE_PAPER_S", 120, 120) * 1000,
    pgliteSizes: (process.env.BENCH_HERD_PGLITE_SIZES ?? (quick ? "100,300" : "500,1000,2000,4000"))
      .split(",")
      .map(Number),
    sockets: num("BENCH_HERD_SOCKETS", 200, 50),
    poolSize: num("BENCH_POOL_SIZE", 20, 20),
    quick,
  };
}
export type HerdConfig = ReturnType<typeof herdConfig>;

/** ", 75 questions" in a row's name when the paper is not the default 40 (whose rows keep their names) */
export const paperOf = (config: HerdConfig) =>
  `${config.questions === QUESTIONS ? "" : ` of ${config.questions} questions`}${config.omr ? " on an OMR sheet" : ""}`;

const FINISH_WITHIN_MS = 60_000;

export const herdOptions = (quiz: HerdQuiz, userIds: number[], paperMs: number, startWindowMs: number) => ({
  learners: userIds.map((userId) => ({ userId, cookie: herdCookie(userId) })),
  questionIds: quiz.questionIds,
  optionCounts: quiz.optionCounts,
  paperMs,
  startWindowMs,
  saveEveryMs: [15_000, 30_000] as [number, number],
  submitShare: 0.7,
  submitWindowMs: 5_000,
  finishWithinMs: FINISH_WITHIN_MS,
  seed: 20261124,
});

/** The server's count of attempts it finished itself (GET /metrics). */
export async function serverFinished(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const m = /^abhyas_attempt_submits_total\{by="server"\} (\d+)/m.exec(text);
  return m ? Number(m[1]) : 0;
}

export async function storedAttempts(db: Sql, quizId: number) {
  const { rows } = await db.query<{ id: number; answers: Record<string, unknown>; submitted: boolean }>(
    "SELECT id, answers, submitted_at IS NOT NULL AS submitted FROM attempts WHERE quiz_id = $1",
    [quizId],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export type HerdVerdict = HerdOutcome & {
  lost: number;
  acknowledged: number;
  unsubmitted: number;
  started: number;
  passed: boolean;
};

/** `embedded`: the embedded server must also answer a new connection's /api/health within 1 s at p99 */
export function judgeHerd(
  outcome: HerdOutcome,
  checked: ReturnType<typeof lostSaves>,
  size: number,
  embedded = false,
): HerdVerdict {
  const started = outcome.learners.filter((l) => l.attempt).length;
  const fivexx = outcome.start.c5xx + outcome.save.c5xx + outcome.submit.c5xx;
  const failed = outcome.start.failed + outcome.save.failed + outcome.submit.failed;
  const passed =
    started === size &&
    checked.lost === 0 &&
    checked.unsubmitted === 0 &&
    fivexx === 0 &&
    failed === 0 &&
    (!embedded || (outcome.health.failed === 0 && percentile(outcome.health.ms, 99) <= 1000)) &&
    outcome.finishedWithinLimit === outcome.toFinish;
  return { ...outcome, ...checked, started, passed };
}

export const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits });

export function herdText(v: HerdVerdict): string {
  const save = latency(v.save);
  const submit = latency(v.submit);
  return [
    `${fmt(v.started)} started`,
    `${fmt(v.save.ok)} saves acknowledged, ${v.lost} lost`,
    `save p50 ${fmt(save.p50)} ms, p99 ${fmt(save.p99)} ms`,
    `${fmt(v.submit.ok)} submits at the end (${fmt(v.submitRate)}/s), p50 ${fmt(submit.p50)} ms, p99 ${fmt(submit.p99)} ms`,
    `${fmt(v.finishedWithinLimit)} of ${fmt(v.toFinish)} left unsubmitted finished by the server within 60 s of their deadline (latest ${fmt(v.maxFinishLagMs / 1000, 1)} s after it)`,
    `${v.start.c5xx + v.save.c5xx + v.submit.c5xx} 5xx, ${v.start.failed + v.save.failed + v.submit.failed} failed connections, ${v.start.c4xx + v.save.c4xx + v.submit.c4xx} 4xx`,
    `a new connection's /api/health p99 ${fmt(percentile(v.health.ms, 99))} ms (slowest ${fmt(Math.max(0, ...v.health.ms))} ms, ${v.health.failed} unanswered)`,
    `${fmt(v.deferred)} saves deferred (503, sent again after Retry-After)`,
    `peak server RSS ${fmt(v.peakRssBytes / 2 ** 20)} MB`,
  ].join("; ");
}

/** `workers` loops sending one request after another through the app for `seconds` (or until targets run out). */
export async function appSteady(
  client: HttpClient,
  workers: number,
  seconds: number,
  targets: number,
  send: (k: number) => Promise<{ status: number; ms: number }>,
  once: boolean,
) {
  const ms: number[] = [];
  let non2xx = 0;
  let next = 0;
  const stopAt = Date.now() + seconds * 1000;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < stopAt && (!once || next < targets)) {
        const reply = await send(next++ % targets);
        if (reply.status >= 200 && reply.status < 300) ms.push(reply.ms);
        else non2xx++;
      }
    }),
  );
  void client;
  const elapsed = (performance.now() - began) / 1000;
  return {
    perSecond: ms.length / elapsed,
    p50: Math.round(percentile(ms, 50)),
    p99: Math.round(percentile(ms, 99)),
    non2xx,
    done: ms.length,
  };
}

/**
 * The full herd on PostgreSQL (the server as in production, in its own process), then the same save
 * and submit run closed-loop through the app and as bare SQL (the statements captured from the app,
 * replayed by pg over as many connections as the app's pool) for the share of the ceiling.
 */
export async function herdOnPostgres(
  config: HerdConfig,
  databaseUrl: string,
  distDir: string,
  log: (m: string) => void,
): Promise<{ rows: BenchRow[]; notes: string[] }> {
  const env = { DATABASE_URL: databaseUrl, SEED_DEMO: "1", DATABASE_POOL_SIZE: String(config.poolSize) };
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  let server = await startBuiltServer({ distDir, env, nodeArgs });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const rows: BenchRow[] = [];
  const notes: string[] = [];
  try {
    const quiz = await addHerdQuiz(db, config.questions, config.paperMs / 60_000);
    log(`adding ${fmt(config.learners)} herd learners and 20,000 with open attempts for the steady loads`);
    const learners = await addHerdLearners(db, 0, config.learners);
    const cohortUsers = await addHerdLearners(db, config.learners, 20_000);
    const cohortAttempts = await addOpenHerdAttempts(db, cohortUsers, quiz);
    const cohort: Identity[] = cohortUsers.map((userId) => ({
      userId,
      attemptId: cohortAttempts.get(userId) ?? 0,
      tokenHash: herdTokenHash(userId),
    }));
    await db.query("VACUUM ANALYZE");

    const client = httpClient(server.url, config.sockets);
    const serverPid = server.process.pid ?? 0;
    const herdCpu = await cpuMeter(databaseUrl, serverPid);
    const outcome = await runHerd(
      client,
      mockTestFlow(quiz.id),
      herdOptions(quiz, learners, config.paperMs, config.startWindowMs),
      { serverPid, serverFinished: () => serverFinished(server.url) },
      log,
    );
    const herdUse = await herdCpu.stop();
    const verdict = judgeHerd(
      outcome,
      lostSaves(outcome.learners, await storedAttempts(db, quiz.id)),
      learners.length,
    );
    if (Object.keys(verdict.statuses4xx).length > 0)
      log(`4xx answers: ${JSON.stringify(verdict.statuses4xx)}`);
    if (Object.keys(verdict.failures).length > 0)
      log(`requests with no answer: ${JSON.stringify(verdict.failures)}`);
    log(herdText(verdict));
    rows.push({
      budget: `Herd: ${fmt(config.learners)} learners, ${config.paperMs / 60_000}-minute paper${paperOf(config)}, start within ${config.startWindowMs / 1000} s, a save every 15-30 s, 70% submit in the last 5 s, 30% never return; PostgreSQL, ${config.sockets} sockets, pool ${config.poolSize}`,
      measured: herdText(verdict),
      ceiling: "below",
      target: "0 saves lost, all finished within 60 s, 0 5xx",
      met: verdict.passed,
    });

    // closed loop through the app, at the herd's concurrency
    const sheet = Object.fromEntries(quiz.questionIds.slice(0, 20).map((q, i) => [String(q), i % 4]));
    const saveTargets = cohort.slice(0, 5_000);
    const appSubmitTargets = cohort.slice(5_000, 12_500);
    const sqlSubmitTargets = cohort.slice(12_500, 19_998);
    const sampleSave = cohort[5_000 - 1] as Identity;
    const sampleSubmit = [cohort[19_998], cohort[19_999]] as Identity[];
    log(`app saves, closed loop, ${config.sockets} at a time, 15 s`);
    const saveCpu = await cpuMeter(databaseUrl, serverPid);
    const appSave = await appSteady(
      client,
      config.sockets,
      15,
      saveTargets.length,
      (k) => {
        const t = saveTargets[k] as Identity;
        return client.request("PUT", `/api/attempts/${t.attemptId}/answers`, herdCookie(t.userId), {
          answers: sheet,
        });
      },
      false,
    );
    const saveUse = await saveCpu.stop();
    log(`app submits, closed loop, ${config.sockets} at a time, up to 15 s`);
    const submitCpu = await cpuMeter(databaseUrl, serverPid);
    const appSubmit = await appSteady(
      client,
      config.sockets,
      15,
      appSubmitTargets.length,
      (k) => {
        const t = appSubmitTargets[k] as Identity;
        return client.request("POST", `/api/quiz/${quiz.id}/submit`, herdCookie(t.userId), {
          attemptId: t.attemptId,
          answers: sheet,
          timeSpent: 0,
        });
      },
      true,
    );
    const submitUse = await submitCpu.stop();
    client.close();
    const rss = outcome.peakRssBytes;
    await server.stop();

    log("capturing the SQL of one save and one submit");
    const captured = await captureStatements(distDir, env, [
      {
        name: "save",
        method: "PUT",
        path: `/api/attempts/${sampleSave.attemptId}/answers`,
        cookie: () => herdCookie(sampleSave.userId),
        body: () => ({ answers: sheet }),
      },
      {
        name: "submit",
        method: "POST",
        path: `/api/quiz/${quiz.id}/submit`,
        cookie: (round) => herdCookie((sampleSubmit[round] as Identity).userId),
        body: (round) => ({
          attemptId: (sampleSubmit[round] as Identity).attemptId,
          answers: sheet,
          timeSpent: 0,
        }),
      },
    ]);
    const sqlSaveCpu = await cpuMeter(databaseUrl, 0);
    const sqlSave = await replayCeiling({
      databaseUrl,
      connections: config.poolSize,
      workers: config.sockets,
      seconds: 15,
      queries: captured.save ?? [],
      from: sampleSave,
      targets: saveTargets,
      once: false,
    });
    const sqlSaveUse = await sqlSaveCpu.stop();
    const sqlSubmitCpu = await cpuMeter(databaseUrl, 0);
    const sqlSubmit = await replayCeiling({
      databaseUrl,
      connections: config.poolSize,
      workers: config.sockets,
      seconds: 15,
      queries: captured.submit ?? [],
      from: sampleSubmit[1] as Identity,
      targets: sqlSubmitTargets,
      once: true,
    });
    const sqlSubmitUse = await sqlSubmitCpu.stop();
    const perOp = (ms: number, n: number) => fmt(ms / Math.max(1, n), 2);
    const herdRequests = outcome.start.ok + outcome.save.ok + outcome.submit.ok + outcome.toFinish;
    notes.push(
      `CPU per request (load-independent, for the capacity arithmetic): save: app ${perOp(saveUse.appMs, appSave.done)} ms, PostgreSQL ${perOp(saveUse.dbMs, appSave.done)} ms (SQL alone: ${perOp(sqlSaveUse.dbMs, sqlSave.done)} ms); first submit: app ${perOp(submitUse.appMs, appSubmit.done)} ms, PostgreSQL ${perOp(submitUse.dbMs, appSubmit.done)} ms (SQL alone: ${perOp(sqlSubmitUse.dbMs, sqlSubmit.done)} ms); the whole herd (${fmt(herdRequests)} starts, saves, submits and server finishes): app ${fmt(herdUse.appMs / 1000, 1)} s, PostgreSQL ${fmt(herdUse.dbMs / 1000, 1)} s, ${perOp(herdUse.appMs, herdRequests)} ms and ${perOp(herdUse.dbMs, herdRequests)} ms a request.`,
    );
    const share = (a: number, b: number) => `${fmt((100 * a) / Math.max(1, b))}%`;
    rows.push({
      budget: `Save (PUT /api/attempts/{id}/answers, 20 answers), closed loop, ${config.sockets} at a time, PostgreSQL pool ${config.poolSize}`,
      measured: `${fmt(appSave.perSecond)} saves/s, p50 ${appSave.p50} ms, p99 ${appSave.p99} ms, ${appSave.non2xx} non-2xx: ${share(appSave.perSecond, sqlSave.perSecond)} of the SQL ceiling`,
      ceiling: `SQL only (${captured.save?.length ?? 0} statements): ${fmt(sqlSave.perSecond)}/s, p50 ${sqlSave.p50} ms, p99 ${sqlSave.p99} ms, ${sqlSave.errors} errors`,
      target: "report",
      met: appSave.non2xx === 0 && sqlSave.errors === 0,
    });
    rows.push({
      budget: `Submit (POST /api/quiz/{id}/submit, first attempts), closed loop, ${config.sockets} at a time, PostgreSQL pool ${config.poolSize}`,
      measured: `${fmt(appSubmit.perSecond)} submits/s, p50 ${appSubmit.p50} ms, p99 ${appSubmit.p99} ms, ${appSubmit.non2xx} non-2xx: ${share(appSubmit.perSecond, sqlSubmit.perSecond)} of the SQL ceiling; the herd's end burst ran at ${fmt(verdict.submitRate)}/s (${share(verdict.submitRate, sqlSubmit.perSecond)})`,
      ceiling: `SQL only (${captured.submit?.length ?? 0} statements): ${fmt(sqlSubmit.perSecond)}/s, p50 ${sqlSubmit.p50} ms, p99 ${sqlSubmit.p99} ms, ${sqlSubmit.errors} errors`,
      target: "report",
      met: appSubmit.non2xx === 0 && sqlSubmit.errors === 0,
    });
    notes.push(
      `Herd statements per request: save ${captured.save?.length} (${(captured.save ?? []).map((q) => q.name ?? q.text.slice(0, 24).replace(/\s+/g, " ")).join(", ")}); submit ${captured.submit?.length} (${(captured.submit ?? []).map((q) => q.name ?? q.text.slice(0, 24).replace(/\s+/g, " ")).join(", ")}).`,
      `Herd server peak RSS ${fmt(rss / 2 ** 20)} MB (PostgreSQL's own memory not included).`,
    );
    server = undefined as unknown as typeof server;
  } finally {
    await db.end().catch(() => {});
    await server?.stop();
  }
  return { rows, notes };
}

/** Adds the herd's quiz and learners to an embedded database directory while no server holds it. */
async function withPglite<T>(dataDir: string, fn: (db: PGlite) => Promise<T>): Promise<T> {
  const db = new PGlite(dataDir);
  await db.waitReady;
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/**
 * The embedded database's limit: herds of growing size (a shorter paper at the same save and submit
 * rates) on a fresh PGlite each, doubling while one holds with nothing lost and everything finished,
 * then one step halfway between the largest that held and the first that did not.
 */
export async function pgliteLimit(
  config: HerdConfig,
  distDir: string,
  log: (m: string) => void,
): Promise<{ held: number; failed?: number; runs: string[]; largest?: LargestHeld }> {
  const runs: string[] = [];
  let largest: LargestHeld | undefined;
  let held = 0;
  let failed: number | undefined;
  const tryHerd = async (size: number) => {
    log(`PGlite herd of ${fmt(size)}`);
    const boot = await startBuiltServer({ distDir, env: { SEED_DEMO: "1" } });
    const dataDir = boot.dataDir;
    await boot.process.kill("SIGTERM");
    await new Promise((r) => boot.process.once("exit", r));
    const { quiz, learners } = await withPglite(dataDir, async (db) => {
      const quiz = await addHerdQuiz(db, config.questions, config.pglitePaperMs / 60_000);
      return { quiz, learners: await addHerdLearners(db, 0, size) };
    });
    const server = await startBuiltServer({ distDir, env: { SEED_DEMO: "1" }, dataDir });
    try {
      // the ceiling beside the herd's figure: the same probe on the same server before the herd
      const idle: number[] = [];
      for (let k = 0; k < 20; k++) idle.push((await newConnectionHealth(server.url)).ms);
      const idleHealthP99 = percentile(idle, 99);
      const client = httpClient(server.url, config.sockets);
      const outcome = await runHerd(
        client,
        mockTestFlow(quiz.id),
        herdOptions(quiz, learners, config.pglitePaperMs, config.startWindowMs),
        { serverPid: server.process.pid ?? 0, serverFinished: () => serverFinished(server.url) },
        log,
      );
      client.close();
      await server.stop();
      const stored = await withPglite(dataDir, (db) => storedAttempts(db, quiz.id));
      const verdict = judgeHerd(outcome, lostSaves(outcome.learners, stored), size, true);
      if (verdict.passed) largest = { size, verdict, idleHealthP99 };
      const text = `${fmt(size)}: ${verdict.passed ? "held" : "did NOT hold"}: ${herdText(verdict)}`;
      log(text);
      runs.push(text);
      return verdict.passed;
    } finally {
      await server.stop();
      const fs = await import("node:fs");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };
  // up the given sizes while they hold; below the first when it does not (halving, down to 50)
  for (const size of config.pgliteSizes) {
    if (await tryHerd(size)) held = size;
    else {
      failed = size;
      break;
    }
  }
  while (held === 0 && failed !== undefined && failed / 2 >= 50) {
    const smaller = Math.round(failed / 2);
    if (await tryHerd(smaller)) held = smaller;
    else failed = smaller;
  }
  if (failed !== undefined && held > 0 && failed - held > held / 4) {
    const middle = Math.round((held + failed) / 2 / 10) * 10;
    if (await tryHerd(middle)) held = middle;
    else failed = middle;
  }
  return { held, failed, runs, largest };
}

type LargestHeld = { size: number; verdict: HerdVerdict; idleHealthP99: number };

/** The largest embedded herd held: a new connection's /api/health and the connections reset. */
export function embeddedResponsiveness(largest: LargestHeld | undefined) {
  if (!largest) return { measured: "no herd held", ceiling: "n/a" };
  const v = largest.verdict;
  return {
    measured: `herd of ${fmt(largest.size)}: p99 ${fmt(percentile(v.health.ms, 99))} ms, slowest ${fmt(Math.max(0, ...v.health.ms))} ms (${fmt(v.health.ms.length)} probes, ${v.health.failed} unanswered); ${v.start.failed + v.save.failed + v.submit.failed} requests reset or unanswered; ${fmt(v.deferred)} saves deferred by 503 and sent again, ${v.lost} lost`,
    ceiling: `the same server before the herd: p99 ${fmt(largest.idleHealthP99)} ms`,
  };
}
