import fs from "node:fs";
import type { AnswerSheet, HerdFlow, QuestionTimes, StartedAttempt } from "./flow";
import { type HttpClient, newConnectionHealth, percentile, type Reply } from "./http-client";

export type HerdOptions = {
  learners: { userId: number; cookie: string }[];
  questionIds: number[];
  optionCounts: number[];
  paperMs: number;
  /** every learner starts within this long of the paper opening */
  startWindowMs: number;
  saveEveryMs: [number, number];
  /** the share who submit in the last `submitWindowMs`; the rest never come back */
  submitShare: number;
  submitWindowMs: number;
  /** every unsubmitted attempt must be finished by the server within this long of its deadline */
  finishWithinMs: number;
  seed: number;
  /** when the paper opens (epoch ms); 2 s from the call by default */
  opensAt?: number;
};

type Counts = { ok: number; c4xx: number; c5xx: number; failed: number; ms: number[] };
const counts = (): Counts => ({ ok: 0, c4xx: 0, c5xx: 0, failed: 0, ms: [] });

export type Learner = {
  userId: number;
  attempt?: StartedAttempt;
  /** every answer a 2xx acknowledged (saves and the submit), as [questionId, option] */
  acknowledged: [string, number][];
  /** the size of the sheet each acknowledged save (and submit) carried; sheets only grow */
  ackedSheetSizes: number[];
  submits: boolean;
  submitted: boolean;
};

export type HerdOutcome = {
  learners: Learner[];
  start: Counts;
  save: Counts;
  submit: Counts;
  /** submits answered per second from the first submit sent to the last answered */
  submitRate: number;
  /** attempts the server had to finish, and the latest any of them was finished after its deadline */
  toFinish: number;
  finished: number;
  finishedWithinLimit: number;
  maxFinishLagMs: number;
  peakRssBytes: number;
  statuses4xx: Record<string, number>;
  /** requests answered by no status, by kind and error ("save socket hang up") */
  failures: Record<string, number>;
  /** GET /api/health on a new connection every 250 ms through the paper: times, and those not answered */
  health: { ms: number[]; failed: number };
  /** saves the server answered 503 with Retry-After, sent again after it (as the exam hall does) */
  deferred: number;
};

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - Date.now())));

/** Resident memory of a process (Linux), bytes. */
export function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * A herd through one timed paper: each learner starts within the start window, saves a new answer
 * every 15 to 30 s (randomised), and at the end `submitShare` of them submit within the same few
 * seconds while the rest never come back. `serverFinished()` reads how many attempts the server
 * has finished itself so far; it is polled every second after the end until all are.
 */
export async function runHerd(
  client: HttpClient,
  flow: HerdFlow,
  options: HerdOptions,
  probes: { serverPid: number; serverFinished(): Promise<number> },
  log: (message: string) => void,
): Promise<HerdOutcome> {
  const random = mulberry32(options.seed);
  const t0 = options.opensAt ?? Date.now() + 2000;
  const end = t0 + options.paperMs;
  const submitFrom = end - options.submitWindowMs;
  const tally = { start: counts(), save: counts(), submit: counts() };
  const statuses4xx: Record<string, number> = {};
  const failures: Record<string, number> = {};
  let deferred = 0;
  const note = (kind: "start" | "save" | "submit", reply: Reply) => {
    const c = tally[kind];
    if (reply.status === 503 && reply.retryAfter !== undefined) {
      deferred++;
      return;
    }
    if (reply.status === 0) {
      c.failed++;
      const key = `${kind} ${reply.body.slice(0, 60)}`;
      failures[key] = (failures[key] ?? 0) + 1;
    } else c.ms.push(reply.ms);
    if (reply.status >= 200 && reply.status < 300) c.ok++;
    else if (reply.status >= 500) c.c5xx++;
    else if (reply.status >= 400) {
      c.c4xx++;
      const key = `${kind} ${reply.status} ${reply.body.slice(0, 80)}`;
      statuses4xx[key] = (statuses4xx[key] ?? 0) + 1;
    }
  };
  let peakRss = 0;
  const rssTimer = setInterval(() => {
    peakRss = Math.max(peakRss, rssOf(probes.serverPid));
  }, 1000);
  const finishedBefore = await probes.serverFinished();
  let firstSubmitAt = Number.POSITIVE_INFINITY;
  let lastSubmitDoneAt = 0;

  async function live(learner: Learner, cookie: string, startAt: number, submitAt: number | undefined) {
    await sleepUntil(startAt);
    for (let tries = 0; tries < 3 && !learner.attempt; tries++) {
      const { reply, attempt } = await flow.start(client, cookie);
      note("start", reply);
      learner.attempt = attempt;
      if (!attempt) await sleepUntil(Date.now() + 2000);
    }
    const attempt = learner.attempt;
    if (!attempt) return;
    const answers: AnswerSheet = {};
    const times: QuestionTimes = {};
    let next = 0;
    let last = Date.now();
    const stopSaving = submitAt ?? submitFrom;
    for (;;) {
      const at =
        Date.now() + options.saveEveryMs[0] + random() * (options.saveEveryMs[1] - options.saveEveryMs[0]);
      if (at >= stopSaving) break;
      await sleepUntil(at);
      const k = next % options.questionIds.length;
      const qid = String(options.questionIds[k]);
      const option = Math.floor(random() * (options.optionCounts[k] ?? 4));
      if (next < options.questionIds.length) {
        answers[qid] = option;
        times[qid] = { seconds: Math.max(1, Math.floor((Date.now() - last) / 1000)), visits: 1 };
      }
      next++;
      last = Date.now();
      let reply = await flow.save(client, cookie, attempt.attemptId, { ...answers }, { ...times });
      note("save", reply);
      while (reply.status === 503 && reply.retryAfter !== undefined && Date.now() < stopSaving) {
        await sleepUntil(Date.now() + (reply.retryAfter + random()) * 1000);
        reply = await flow.save(client, cookie, attempt.attemptId, { ...answers }, { ...times });
        note("save", reply);
      }
      if (reply.status >= 200 && reply.status < 300) {
        learner.acknowledged = Object.entries(answers);
        learner.ackedSheetSizes.push(learner.acknowledged.length);
      }
    }
    if (submitAt === undefined) return;
    await sleepUntil(submitAt);
    firstSubmitAt = Math.min(firstSubmitAt, Date.now());
    const reply = await flow.submit(client, cookie, attempt.attemptId, answers, times);
    lastSubmitDoneAt = Math.max(lastSubmitDoneAt, Date.now());
    note("submit", reply);
    // a submit after the deadline scores what was saved by then (submit-attempt.ts): its own
    // sheet is acknowledged only when its answer came back before the deadline
    if (reply.status >= 200 && reply.status < 300) learner.submitted = true;
    if (learner.submitted && Date.now() <= attempt.deadlineMs) {
      learner.acknowledged = Object.entries(answers);
      learner.ackedSheetSizes.push(learner.acknowledged.length);
    }
  }

  const learners: Learner[] = [];
  const running: Promise<void>[] = [];
  for (const { userId, cookie } of options.learners) {
    const submits = random() < options.submitShare;
    const learner: Learner = { userId, acknowledged: [], ackedSheetSizes: [], submits, submitted: false };
    learners.push(learner);
    const startAt = t0 + random() * options.startWindowMs;
    const submitAt = submits ? submitFrom + random() * options.submitWindowMs : undefined;
    running.push(live(learner, cookie, startAt, submitAt));
  }
  log(
    `herd of ${learners.length} learners: the paper opens in ${Math.round((t0 - Date.now()) / 1000)} s and ends in ${Math.round((end - Date.now()) / 1000)} s`,
  );
  const progress = setInterval(() => {
    log(
      `  ${Math.round((Date.now() - t0) / 1000)} s: ${tally.start.ok} started, ${tally.save.ok} saves, ${tally.submit.ok} submits, ${tally.save.c5xx + tally.submit.c5xx + tally.start.c5xx} 5xx, ${tally.save.failed + tally.submit.failed + tally.start.failed} failed`,
    );
  }, 30_000);
  const health = { ms: [] as number[], failed: 0 };
  let probing = true;
  const healthProbes = (async () => {
    while (probing) {
      const reply = await newConnectionHealth(client.baseUrl);
      if (reply.status === 200) health.ms.push(reply.ms);
      else health.failed++;
      await sleepUntil(Date.now() + 250);
    }
  })();
  await Promise.all(running);
  probing = false;
  await healthProbes;
  clearInterval(progress);

  // the attempts the server must finish: started and not submitted by their learner
  const deadlines = learners
    .filter((l) => l.attempt && !l.submitted)
    .map((l) => l.attempt?.deadlineMs ?? 0)
    .sort((a, b) => a - b);
  const reachedAt: number[] = [];
  // past this the run has failed its finish limit already; waiting longer tells nothing more
  const giveUpAt = (deadlines[deadlines.length - 1] ?? Date.now()) + options.finishWithinMs + 30_000;
  log(`waiting for the server to finish ${deadlines.length} attempts`);
  for (;;) {
    const done = (await probes.serverFinished()) - finishedBefore;
    const now = Date.now();
    while (reachedAt.length < Math.min(done, deadlines.length)) reachedAt.push(now);
    if (reachedAt.length >= deadlines.length || now > giveUpAt) break;
    await sleepUntil(now + 1000);
  }
  clearInterval(rssTimer);
  peakRss = Math.max(peakRss, rssOf(probes.serverPid));
  let maxLag = 0;
  let within = 0;
  deadlines.forEach((d, k) => {
    const at = reachedAt[k];
    if (at === undefined) return;
    maxLag = Math.max(maxLag, at - d);
    if (at - d <= options.finishWithinMs) within++;
  });
  return {
    learners,
    ...tally,
    submitRate: tally.submit.ok / Math.max(0.001, (lastSubmitDoneAt - firstSubmitAt) / 1000),
    toFinish: deadlines.length,
    finished: reachedAt.length,
    finishedWithinLimit: within,
    maxFinishLagMs: maxLag,
    peakRssBytes: peakRss,
    statuses4xx,
    failures,
    health,
    deferred,
  };
}

export const latency = (c: Counts) => ({ p50: percentile(c.ms, 50), p99: percentile(c.ms, 99) });

/**
 * Acknowledged saves missing from the database: every sheet a 2xx acknowledged (a save or the
 * submit) must be in its attempt's stored sheet. A learner's sheets only grow, so a save is lost
 * when its sheet reaches past the first acknowledged answer the database does not hold. Answers
 * the lost saves, and how many started attempts of the herd are still unsubmitted.
 */
export function lostSaves(
  learners: Learner[],
  stored: Map<number, { answers: Record<string, unknown>; submitted: boolean }>,
): { lost: number; acknowledged: number; unsubmitted: number } {
  let lost = 0;
  let acknowledged = 0;
  let unsubmitted = 0;
  for (const l of learners) {
    if (!l.attempt) continue;
    const row = stored.get(l.attempt.attemptId);
    if (!row?.submitted) unsubmitted++;
    acknowledged += l.ackedSheetSizes.length;
    const firstMissing = l.acknowledged.findIndex(([qid, option]) => row?.answers[qid] !== option);
    if (firstMissing >= 0) lost += l.ackedSheetSizes.filter((size) => size > firstMissing).length;
  }
  return { lost, acknowledged, unsubmitted };
}
