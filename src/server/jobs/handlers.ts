import type { Config } from "~/server/config";
import type { AppContext } from "~/server/context";
import {
  ACCOUNT_EXPORT_EXPIRE_JOB,
  ACCOUNT_EXPORT_JOB,
  expireAccountExport,
  prepareAccountExport,
} from "~/server/features/account/export-jobs";
import { finishAttempt, queueOverdueAttempts } from "~/server/features/attempts/finish-attempt";
import {
  queueUnscoredSeals,
  scoreSealedAttempts,
  sealedScoringDueAt,
} from "~/server/features/attempts/score-sealed";
import { RESCORE_JOB, rescoreForCorrection } from "~/server/features/corrections/rescore-job";
import {
  QUEUE_REMINDERS_JOB,
  queueDueReminders,
  SEND_REMINDER_JOB,
} from "~/server/features/reminders/queue-due-reminders";
import { sendReminder } from "~/server/features/reminders/send-reminder";
import { deleteOldVitals } from "~/server/features/vitals/delete-old-vitals";
import { CALIBRATE_ITEMS_JOB, calibrateAllExams } from "~/server/item-model/calibrate-items";
import { FINISH_ATTEMPT_JOB } from "~/server/jobs/finish-attempt-job";
import { SCORE_SEALED_JOB } from "~/server/jobs/score-sealed-job";
import { deleteExpiredRows } from "~/server/maintenance/cleanup";
import { SUBMIT_GRACE_SECONDS } from "~/shared/contract/attempts";
import type { JobRow } from "./queue";

export const QUEUE_UNSCORED_SEALS_JOB = "queue-unscored-seals";
/** How often sealed sheets with no scoring job are looked for, and how old a seal must be to count */
const UNSCORED_SEALS_EVERY_MS = 5_000;

/** What a handler may answer: nothing (the job is done and removed), or when to run it again. */
export type JobOutcome = { runAgainAt: Date } | undefined;
export type JobHandler = (ctx: AppContext, job: JobRow) => Promise<JobOutcome>;
export type JobHandlers = Record<string, JobHandler>;

/** A job the queue keeps running every `everyMs` (0 = not at all): one row under one key. */
type RecurringJob = {
  name: string;
  everyMs: (config: Config) => number;
  run: (ctx: AppContext) => Promise<void>;
};

export const RECURRING_JOBS: readonly RecurringJob[] = [
  {
    name: "delete-expired-rows",
    everyMs: (config) => config.cleanupIntervalMs,
    run: (ctx) => deleteExpiredRows(ctx.db, ctx.now()),
  },
  {
    name: "delete-old-web-vitals",
    everyMs: (config) => config.cleanupIntervalMs,
    run: (ctx) => deleteOldVitals(ctx.db, ctx.now(), ctx.config.vitalsRetentionDays),
  },
  {
    name: "finish-overdue-attempts",
    everyMs: (config) => config.cleanupIntervalMs,
    run: async (ctx) => {
      await queueOverdueAttempts(ctx.db, ctx.now());
    },
  },
  {
    // sealed live attempts no job holds (decision 0056): a seal that committed just as its quiz's
    // scoring job found nothing more and ended. Looked for every few seconds, not every cleanup, so
    // each sheet of a live test is scored within seconds of its seal, whatever the race
    name: QUEUE_UNSCORED_SEALS_JOB,
    everyMs: (config) => (config.cleanupIntervalMs > 0 ? UNSCORED_SEALS_EVERY_MS : 0),
    run: async (ctx) => {
      await queueUnscoredSeals(ctx.db, ctx.now(), new Date(ctx.now().getTime() - UNSCORED_SEALS_EVERY_MS));
    },
  },
  {
    // item difficulties and the cohort's abilities (src/domain/irt.ts), read by predictions
    name: CALIBRATE_ITEMS_JOB,
    everyMs: (config) => config.calibrationIntervalMs,
    run: (ctx) => calibrateAllExams(ctx.db, ctx.now()),
  },
  {
    // reminders by web push (features/reminders): records each due one once and queues its sends
    name: QUEUE_REMINDERS_JOB,
    everyMs: (config) => (config.vapid ? config.remindersIntervalMs : 0),
    run: async (ctx) => {
      await queueDueReminders(ctx.db, ctx.now());
    },
  },
];

function recurring(job: RecurringJob): JobHandler {
  return async (ctx) => {
    const startedAt = ctx.now();
    await job.run(ctx);
    const every = job.everyMs(ctx.config);
    return every > 0 ? { runAgainAt: new Date(startedAt.getTime() + every) } : undefined;
  };
}

/** Every job the server runs, by name. */
export const JOB_HANDLERS: JobHandlers = {
  [FINISH_ATTEMPT_JOB]: async (ctx, job) => {
    const outcome = await finishAttempt(ctx.db, Number(job.payload.attemptId), ctx.now());
    if (outcome.status === "finished") ctx.metrics?.submits.inc({ by: "server" }, outcome.count);
    // queued early (the clock was set back): run again once its time is over
    return outcome.status === "not-due" ? { runAgainAt: outcome.dueAt } : undefined;
  },
  // a live test's sealed sheets (decision 0056): a batch of those sealed by now, then again until a
  // run finds none (a seal queued into this job while it ran is not left behind); between two runs
  // the worker claims the finishes and other jobs that fell due meanwhile. In a live window's last
  // minute it waits for the end: the window's final submits have the machine (decision 0076)
  [SCORE_SEALED_JOB]: async (ctx, job) => {
    const quizId = Number(job.payload.quizId);
    const now = ctx.now();
    const dueAt = await sealedScoringDueAt(ctx.db, quizId, now);
    if (dueAt > now) return { runAgainAt: dueAt };
    const scored = await scoreSealedAttempts(ctx.db, {
      quizId,
      // the server's finish of a live attempt, made at its deadline, stands at the deadline plus the grace
      upTo: new Date(now.getTime() + SUBMIT_GRACE_SECONDS * 1000),
      concurrency: ctx.database.kind === "pglite" ? 1 : Math.max(1, ctx.config.jobConcurrency),
    });
    return scored > 0 ? { runAgainAt: ctx.now() } : undefined;
  },
  // a key correction: every submitted attempt holding the question, each once (rescore-job.ts)
  [RESCORE_JOB]: async (ctx, job) => {
    await rescoreForCorrection(ctx.db, Number(job.payload.auditId), ctx.now());
    return undefined;
  },
  // a learner's download of their data, and its removal a day later (decision 0050)
  [ACCOUNT_EXPORT_JOB]: async (ctx, job) => {
    await prepareAccountExport(ctx, Number(job.payload.userId));
    return undefined;
  },
  [ACCOUNT_EXPORT_EXPIRE_JOB]: (ctx, job) => expireAccountExport(ctx, Number(job.payload.userId)),
  // one reminder to one browser; a failure other than "gone" is tried again with the queue's backoff
  [SEND_REMINDER_JOB]: async (ctx, job) => {
    await sendReminder(ctx, {
      sentReminderId: Number(job.payload.sentReminderId),
      subscriptionId: Number(job.payload.subscriptionId),
    });
    return undefined;
  },
  ...Object.fromEntries(RECURRING_JOBS.map((job) => [job.name, recurring(job)])),
};
