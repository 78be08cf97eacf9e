import type { DbOrTx } from "~/server/db/client";
import { enqueue } from "~/server/jobs/queue";
import { SUBMIT_GRACE_SECONDS } from "~/shared/contract/attempts";

export const FINISH_ATTEMPT_JOB = "finish-attempt";

export const finishAttemptKey = (attemptId: number) => `${FINISH_ATTEMPT_JOB}:${attemptId}`;

/** When the server finishes an attempt the device has not submitted: once a late submit can no longer arrive. */
export const finishAt = (deadline: Date) => new Date(deadline.getTime() + SUBMIT_GRACE_SECONDS * 1000);

/** Schedules the server's own submit of an attempt at its deadline plus the grace (finish-attempt.ts). */
export async function enqueueFinishAttempt(
  db: DbOrTx,
  attempt: { id: number; deadline: Date },
  runAt = finishAt(attempt.deadline),
): Promise<void> {
  await enqueue(db, {
    name: FINISH_ATTEMPT_JOB,
    key: finishAttemptKey(attempt.id),
    payload: { attemptId: attempt.id },
    runAt,
  });
}
