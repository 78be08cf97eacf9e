import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { AppContext } from "~/server/context";
import { FINISH_ATTEMPT_JOB } from "~/server/jobs/finish-attempt-job";
import { JOB_HANDLERS, type JobHandlers, RECURRING_JOBS } from "./handlers";
import { claimDue, complete, dueJobs, enqueue, fail, type JobRow, reschedule } from "./queue";

const CLAIM_BATCH = 10;
/** claims per runDueJobs call, so one call ends even if jobs keep falling due */
const MAX_BATCHES = 20;
/** the most jobs one runDueJobs call runs */
export const JOBS_PER_RUN = CLAIM_BATCH * MAX_BATCHES;

/**
 * The wait before the next poll: none after a run that stopped at JOBS_PER_RUN (more are likely
 * due: a paper's unsubmitted attempts all fall due at its end) or that left jobs due (a job that
 * asked to run again at once, such as the scoring of a live test's next batch of sheets), the poll
 * interval otherwise.
 */
export const nextPollDelayMs = (ran: number, everyMs: number, dueLeft = false) =>
  ran >= JOBS_PER_RUN || dueLeft ? 0 : everyMs;

/**
 * Runs the jobs due on the app's clock, batch by batch, each by its name's handler: a job that
 * succeeds is removed (or kept for its next run when the handler answers `runAgainAt`); one that
 * throws is released to be tried again later. Answers how many jobs ran. The worker calls this
 * every JOBS_POLL_MS; tests call it directly after moving their clock.
 */
export async function runDueJobs(
  ctx: AppContext,
  options: { handlers?: JobHandlers; log?: FastifyBaseLogger } = {},
): Promise<number> {
  const handlers = options.handlers ?? JOB_HANDLERS;
  // the embedded database has one connection: its jobs run one after another
  const concurrency = ctx.database.kind === "pglite" ? 1 : Math.max(1, ctx.config.jobConcurrency);
  const runOne = async (job: JobRow) => {
    try {
      const handler = handlers[job.name];
      // a newer version's job during a rolling deploy: left for an instance that knows it
      if (!handler) throw new Error(`no handler for job "${job.name}"`);
      const outcome = await handler(ctx, job);
      if (outcome?.runAgainAt) await reschedule(ctx.db, job, outcome.runAgainAt);
      else await complete(ctx.db, job);
      ctx.metrics?.jobsRun.inc({ job: job.name, outcome: "ok" });
    } catch (error) {
      options.log?.error({ err: error, job: job.name, key: job.key, tries: job.tries }, "job failed");
      await fail(ctx.db, job, error, ctx.now());
      ctx.metrics?.jobsRun.inc({ job: job.name, outcome: "failed" });
    }
  };
  let ran = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = await claimDue(ctx.db, ctx.now(), CLAIM_BATCH);
    // a paper's end makes thousands of finishes due at once: on PostgreSQL they run side by side
    // (each finishes its own attempt); other jobs, such as re-scoring, one after another
    const finishes = claimed.filter((job) => job.name === FINISH_ATTEMPT_JOB);
    for (let i = 0; i < finishes.length; i += concurrency) {
      await Promise.all(finishes.slice(i, i + concurrency).map(runOne));
    }
    for (const job of claimed) if (job.name !== FINISH_ATTEMPT_JOB) await runOne(job);
    ran += claimed.length;
    if (claimed.length < CLAIM_BATCH) break;
  }
  return ran;
}

/** Queues each recurring job (one key each, so N instances share one schedule) if it is not queued yet. */
export async function ensureRecurringJobs(ctx: AppContext): Promise<void> {
  for (const job of RECURRING_JOBS) {
    if (job.everyMs(ctx.config) > 0)
      await enqueue(ctx.db, { name: job.name, key: job.name, runAt: ctx.now() });
  }
}

/**
 * Polls for due jobs every JOBS_POLL_MS (real time; `now` is the app's clock), after queueing the
 * recurring ones; stops when the app closes, letting a run in progress finish first.
 */
export function startJobWorker(app: FastifyInstance, ctx: AppContext): void {
  const every = ctx.config.jobsPollMs;
  if (every <= 0) return;
  let stopped = false;
  let recurringQueued = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    let ran = 0;
    let dueLeft = false;
    running = (async () => {
      if (!recurringQueued) {
        await ensureRecurringJobs(ctx);
        recurringQueued = true;
      }
      ran = await runDueJobs(ctx, { log: app.log });
      // a scoring job that found a full batch runs again at once, not a poll interval later
      if (ran > 0 && ran < JOBS_PER_RUN) dueLeft = (await dueJobs(ctx.db, ctx.now())).count > 0;
    })()
      .catch((error: unknown) => app.log.error({ err: error }, "running due jobs failed"))
      .finally(() => {
        running = undefined;
        if (!stopped) schedule(nextPollDelayMs(ran, every, dueLeft));
      });
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(tick, delayMs);
    timer.unref();
  };
  schedule(every);
  app.addHook("onClose", async () => {
    stopped = true;
    clearTimeout(timer);
    // the database closes after the app: let a run in progress finish first
    await running;
  });
}
