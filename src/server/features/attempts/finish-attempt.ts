import { and, eq, isNull, lt, notExists, sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { attempts, jobs } from "~/server/db/schema";
import { enqueueFinishAttempt, FINISH_ATTEMPT_JOB, finishAt } from "~/server/jobs/finish-attempt-job";
import { SUBMIT_GRACE_SECONDS } from "~/shared/contract/attempts";
import { sealOverdueLiveAttempts } from "./seal-submission";
import { submitAttempt } from "./submit-attempt";

/** Overdue attempts queued per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

export type FinishOutcome =
  /** `count` attempts finished: this one, and for a live test's, the others overdue with it */
  | { status: "finished"; count: number }
  | { status: "already-submitted" | "missing" }
  | { status: "not-due"; dueAt: Date };

/**
 * The server's submit of an attempt whose time is over and that the device never submitted (the
 * phone died, the tab closed): through the same submit path as the learner's, scoring the answers
 * saved by the deadline, as the learner's result, points and streak. It stands at the end of the
 * attempt's time (deadline plus the grace), the last moment the learner's own submit could arrive,
 * not at whenever the job ran. A learner's submit before or after answers the same result.
 *
 * A live test's attempt is sealed at its deadline, with every other overdue one of its test, for
 * the scoring queue (decision 0075): a submit arriving in the grace would score only what was saved
 * by the deadline too, so its sheet is final then and the window's results need not wait the grace.
 * Any other attempt is finished once the grace is over.
 */
export async function finishAttempt(db: DbOrTx, attemptId: number, now: Date): Promise<FinishOutcome> {
  const [attempt] = await db
    .select({
      userId: attempts.userId,
      quizId: attempts.quizId,
      deadline: attempts.deadline,
      answers: attempts.answers,
      submittedAt: attempts.submittedAt,
      sealedAt: attempts.sealedAt,
    })
    .from(attempts)
    .where(eq(attempts.id, attemptId));
  if (!attempt) return { status: "missing" };
  // a sealed live attempt is the scoring queue's (decision 0056)
  if (attempt.submittedAt || attempt.sealedAt) return { status: "already-submitted" };
  if (now < attempt.deadline) return { status: "not-due", dueAt: attempt.deadline };
  const live = await sealOverdueLiveAttempts(db, { attemptId, quizId: attempt.quizId, now });
  if (live.live) {
    // none sealed: a learner's submit sealed it in the meantime
    return live.sealed > 0 ? { status: "finished", count: live.sealed } : { status: "already-submitted" };
  }
  const endsAt = finishAt(attempt.deadline);
  if (now < endsAt) return { status: "not-due", dueAt: endsAt };
  await submitAttempt(db, { attemptId, userId: attempt.userId, answers: attempt.answers, now: endsAt });
  return { status: "finished", count: 1 };
}

/**
 * Queues a finish for every unsubmitted attempt past its deadline plus the grace that has none
 * queued: attempts started before the server finished attempts itself, or whose job was lost.
 * Answers how many it queued.
 */
export async function queueOverdueAttempts(db: DbOrTx, now: Date): Promise<number> {
  const overdue = await db
    .select({ id: attempts.id, deadline: attempts.deadline })
    .from(attempts)
    .where(
      and(
        isNull(attempts.submittedAt),
        lt(attempts.deadline, new Date(now.getTime() - SUBMIT_GRACE_SECONDS * 1000)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(jobs)
            .where(eq(jobs.key, sql`${FINISH_ATTEMPT_JOB}::text || ':' || ${attempts.id}`)),
        ),
      ),
    )
    .orderBy(attempts.deadline)
    .limit(SWEEP_BATCH);
  for (const attempt of overdue) await enqueueFinishAttempt(db, attempt, now);
  return overdue.length;
}
