import pg from "pg";
import { startBuiltServer } from "../../scripts/built-server.mjs";
import type { BenchRow } from "../bench-row";
import { cpuMeter } from "./cpu";
import { liveTestFlow } from "./flow";
import { lostSaves, runHerd } from "./herd";
import {
  appSteady,
  fmt,
  type HerdConfig,
  herdOptions,
  herdText,
  judgeHerd,
  paperOf,
  serverFinished,
  storedAttempts,
} from "./herd-bench";
import {
  addHerdLearners,
  addHerdLiveTest,
  addHerdLiveWindow,
  addHerdQuiz,
  addOpenHerdAttempts,
  herdCookie,
  herdTokenHash,
} from "./herd-data";
import { httpClient } from "./http-client";
import { captureStatements, type Identity, replayCeiling } from "./sql-ceiling";

/** The bar for a live test: every attempt scored within 30 s of the window's end. */
const SCORED_WITHIN_MS = 30_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Started attempts of the quiz not yet scored, and how many there are in all. */
async function unscored(db: pg.Client, quizId: number) {
  const { rows } = await db.query<{ unscored: number; all: number }>(
    `SELECT count(*) FILTER (WHERE submitted_at IS NULL)::int AS unscored, count(*)::int AS "all"
     FROM attempts WHERE quiz_id = $1`,
    [quizId],
  );
  return rows[0] ?? { unscored: 0, all: 0 };
}

/** What the herd's row says of scoredAfter's answer (given up after 180 s). */
export const scoredAfterEndText = (scoredMs: number | undefined) =>
  scoredMs === undefined
    ? "NOT every attempt scored within 180 s of the end"
    : `every attempt scored ${fmt(scoredMs / 1000, 1)} s after the window's end`;

/** From `from` on, polls every 250 ms until no attempt of the quiz is unscored; ms after `from`, or undefined. */
export async function scoredAfter(db: pg.Client, quizId: number, from: number, giveUpMs: number) {
  await sleep(Math.max(0, from - Date.now()));
  for (;;) {
    const left = await unscored(db, quizId);
    if (left.all > 0 && left.unscored === 0) return Date.now() - from;
    if (Date.now() - from > giveUpMs) return undefined;
    await sleep(250);
  }
}

/**
 * A live test's herd on PostgreSQL: the learners start through the live test, so every submit, and
 * the server's finish at the deadline, is sealed in one statement and scored by the job queue
 * (decision 0056). Measures the end burst and how long after the window's end every attempt is
 * scored; then, on a second live test's open attempts, the sealed submit closed-loop through the
 * app with the job worker off (its CPU alone), the seal's SQL replayed alone (the ceiling), and the
 * queue scoring all of those sheets (its rate and CPU per attempt).
 */
export async function liveHerdOnPostgres(
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
    const quiz = await addHerdQuiz(db, config.questions, config.paperMs / 60_000, { omr: config.omr });
    const learners = await addHerdLearners(db, 0, config.learners);
    // a second live test, open for two hours, whose started attempts take the closed-loop submits
    const cohortSize = Math.min(5_000, config.learners);
    const cohortUsers = await addHerdLearners(db, config.learners, 2 * cohortSize + 2);
    const cohortQuiz = await addHerdQuiz(db, config.questions, 120, { omr: config.omr });
    const cohortAttempts = await addOpenHerdAttempts(db, cohortUsers, cohortQuiz);
    await addHerdLiveTest(
      db,
      cohortQuiz,
      { startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() + 2 * 3_600_000) },
      cohortUsers,
      cohortAttempts,
    );
    await db.query("VACUUM ANALYZE");
    const { liveTestId, opensAt, endsAt } = await addHerdLiveWindow(db, quiz, learners, {
      opensInMs: 5_000,
      paperMs: config.paperMs,
    });
    await db.query("ANALYZE live_tests, live_test_registrations");

    const client = httpClient(server.url, config.sockets);
    const serverPid = server.process.pid ?? 0;
    const herdCpu = await cpuMeter(databaseUrl, serverPid);
    const watch = new pg.Client({ connectionString: databaseUrl });
    await watch.connect();
    const scoredWatch = scoredAfter(watch, quiz.id, endsAt, 180_000).finally(() => watch.end());
    const outcome = await runHerd(
      client,
      liveTestFlow(liveTestId, quiz.id, endsAt),
      { ...herdOptions(quiz, learners, config.paperMs, config.startWindowMs), opensAt },
      { serverPid, serverFinished: () => serverFinished(server.url) },
      log,
    );
    const scoredMs = await scoredWatch;
    const herdUse = await herdCpu.stop();
    const resent = `${fmt(client.resent())} resent once on a new connection (sent as the server closed an idle one)`;
    client.close();
    const verdict = judgeHerd(
      outcome,
      lostSaves(outcome.learners, await storedAttempts(db, quiz.id)),
      learners.length,
    );
    if (Object.keys(verdict.statuses4xx).length > 0)
      log(`4xx answers: ${JSON.stringify(verdict.statuses4xx)}`);
    if (Object.keys(verdict.failures).length > 0)
      log(`requests with no answer: ${JSON.stringify(verdict.failures)}`);
    const scoredText = scoredAfterEndText(scoredMs);
    log(`${herdText(verdict)}; ${resent}; ${scoredText}`);
    await server.stop();

    // the cohort: app submits with no job worker (the seal alone), the seal's SQL alone, then the queue
    const cohort: Identity[] = cohortUsers.map((userId) => ({
      userId,
      attemptId: cohortAttempts.get(userId) ?? 0,
      tokenHash: herdTokenHash(userId),
    }));
    const appTargets = cohort.slice(0, cohortSize);
    const sqlTargets = cohort.slice(cohortSize, 2 * cohortSize);
    const samples = cohort.slice(2 * cohortSize) as [Identity, Identity];
    const sheet = Object.fromEntries(cohortQuiz.questionIds.slice(0, 20).map((q, i) => [String(q), i % 4]));
    const submitBody = (t: Identity) => ({ attemptId: t.attemptId, answers: sheet, timeSpent: 0 });
    const submitPath = `/api/quiz/${cohortQuiz.id}/submit`;

    server = await startBuiltServer({ distDir, env: { ...env, JOBS_POLL_MS: "0" } });
    const sealClient = httpClient(server.url, config.sockets);
    log(`app sealed submits, closed loop, ${config.sockets} at a time, ${fmt(appTargets.length)} once each`);
    const sealCpu = await cpuMeter(databaseUrl, server.process.pid ?? 0);
    const appSeal = await appSteady(
      sealClient,
      config.sockets,
      60,
      appTargets.length,
      (k) => {
        const t = appTargets[k] as Identity;
        return sealClient.request("POST", submitPath, herdCookie(t.userId), submitBody(t));
      },
      true,
    );
    const sealUse = await sealCpu.stop();
    sealClient.close();
    await server.stop();

    log("capturing the SQL of one sealed submit");
    const captured = await captureStatements(distDir, env, [
      {
        name: "seal",
        method: "POST",
        path: submitPath,
        cookie: (round) => herdCookie(samples[round]?.userId ?? 0),
        body: (round) => submitBody(samples[round] as Identity),
      },
    ]);
    const sqlSeal = await replayCeiling({
      databaseUrl,
      connections: config.poolSize,
      workers: config.sockets,
      seconds: 60,
      queries: captured.seal ?? [],
      from: samples[1],
      targets: sqlTargets,
      once: true,
    });

    // the queue scores every sealed sheet of the cohort, from a start with the worker on
    const toScore = await sealedWaiting(db, cohortQuiz.id);
    server = await startBuiltServer({ distDir, env: { ...env, JOBS_POLL_MS: "500" } });
    const scoreCpu = await cpuMeter(databaseUrl, server.process.pid ?? 0);
    const scoringFrom = Date.now();
    const scoringMs = await scoredAfterAllSealed(db, cohortQuiz.id, 300_000);
    const scoreUse = await scoreCpu.stop();
    await server.stop();
    server = undefined as unknown as typeof server;
    const scoredPerSecond = scoringMs === undefined ? 0 : toScore / (scoringMs / 1000);
    const perOp = (ms: number, n: number) => fmt(ms / Math.max(1, n), 2);

    rows.push({
      budget: `Live-test herd: ${fmt(config.learners)} learners, ${config.paperMs / 60_000}-minute window${paperOf(config)}, start within ${config.startWindowMs / 1000} s, a save every 15-30 s, 70% submit in the last 5 s, 30% never return; submits sealed and scored by the queue (decision 0056); PostgreSQL, ${config.sockets} sockets, pool ${config.poolSize}`,
      measured: `${herdText(verdict)}; ${resent}; ${scoredText}`,
      ceiling: `the seal's SQL alone (${captured.seal?.length ?? 0} statements): ${fmt(sqlSeal.perSecond)} seals/s, p50 ${sqlSeal.p50} ms, p99 ${sqlSeal.p99} ms, ${sqlSeal.errors} errors`,
      target: `0 lost, 0 5xx, every attempt scored within ${SCORED_WITHIN_MS / 1000} s of the end, end burst as fast as it arrives (≥1,000 submits/s at 10,000)`,
      met: verdict.passed && scoredMs !== undefined && scoredMs <= SCORED_WITHIN_MS,
    });
    rows.push({
      budget: `Sealed live submit (POST /api/quiz/{id}/submit inside a live window, job worker off), closed loop, ${config.sockets} at a time, ${fmt(appTargets.length)} attempts once each`,
      measured: `${fmt(appSeal.perSecond)} submits/s, p50 ${appSeal.p50} ms, p99 ${appSeal.p99} ms, ${appSeal.non2xx} non-2xx: ${fmt((100 * appSeal.perSecond) / Math.max(1, sqlSeal.perSecond))}% of the SQL ceiling`,
      ceiling: `SQL only: ${fmt(sqlSeal.perSecond)}/s, p50 ${sqlSeal.p50} ms, p99 ${sqlSeal.p99} ms`,
      target: "report",
      met: appSeal.non2xx === 0 && sqlSeal.errors === 0,
    });
    rows.push({
      budget: `Scoring sealed sheets (the score-sealed jobs, 100 a batch, JOB_CONCURRENCY 4), ${fmt(toScore)} sheets of ${config.questions} questions`,
      measured:
        scoringMs === undefined
          ? "not all scored within 300 s"
          : `${fmt(scoredPerSecond)} attempts scored/s (${fmt(scoringMs / 1000, 1)} s for all)`,
      ceiling: `the sealing in front of it: ${fmt(appSeal.perSecond)} sealed submits/s through the app`,
      target: "report",
      met: scoringMs !== undefined,
    });
    notes.push(
      `CPU per request, live test (for the capacity arithmetic): sealed submit: app ${perOp(sealUse.appMs, appSeal.done)} ms, PostgreSQL ${perOp(sealUse.dbMs, appSeal.done)} ms; scoring one sealed sheet: app ${perOp(scoreUse.appMs, toScore)} ms, PostgreSQL ${perOp(scoreUse.dbMs, toScore)} ms; the whole live herd: app ${fmt(herdUse.appMs / 1000, 1)} s, PostgreSQL ${fmt(herdUse.dbMs / 1000, 1)} s (scoring from ${new Date(scoringFrom).toISOString()}).`,
    );
  } finally {
    await db.end().catch(() => {});
    await server?.stop();
  }
  return { rows, notes };
}

async function sealedWaiting(db: pg.Client, quizId: number): Promise<number> {
  const { rows } = await db.query<{ waiting: number }>(
    "SELECT count(*)::int AS waiting FROM attempts WHERE quiz_id = $1 AND sealed_at IS NOT NULL AND submitted_at IS NULL",
    [quizId],
  );
  return rows[0]?.waiting ?? 0;
}

/** Polls until no sealed attempt of the quiz waits to be scored; ms taken, or undefined after giveUpMs. */
export async function scoredAfterAllSealed(db: pg.Client, quizId: number, giveUpMs: number) {
  const from = Date.now();
  for (;;) {
    if ((await sealedWaiting(db, quizId)) === 0) return Date.now() - from;
    if (Date.now() - from > giveUpMs) return undefined;
    await sleep(250);
  }
}
