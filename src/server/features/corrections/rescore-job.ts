import { and, asc, eq, gt, isNotNull, lt } from "drizzle-orm";
import type { Db, DbOrTx } from "~/server/db/client";
import { attemptAnswers, attempts, questionAuditLog } from "~/server/db/schema";
import { enqueue } from "~/server/jobs/queue";
import { type RescoreHooks, rescoreAttemptOnce } from "./rescore-attempt";

export const RESCORE_JOB = "rescore-question";

const BATCH = 100;

/** Queues the re-score after a key correction (one job per correction, under its audit id). */
export async function enqueueRescore(db: DbOrTx, auditId: number, now: Date): Promise<void> {
  await enqueue(db, {
    name: RESCORE_JOB,
    key: `${RESCORE_JOB}:${auditId}`,
    payload: { auditId },
    runAt: now,
  });
}

/**
 * Re-scores every submitted attempt holding the corrected question, each in its own transaction
 * (rescore-attempt.ts). An attempt scored against this correction or a later one is skipped, so a
 * job that failed midway and runs again finishes the rest and applies nothing twice. Answers how
 * many attempts it re-scored.
 */
export async function rescoreForCorrection(
  db: Db,
  auditId: number,
  now: Date,
  hooks: RescoreHooks = {},
): Promise<number> {
  const [correction] = await db.select().from(questionAuditLog).where(eq(questionAuditLog.id, auditId));
  if (!correction || correction.action === "edit") return 0;
  let done = 0;
  let afterId = 0;
  for (;;) {
    const batch = await db
      .select({ id: attempts.id })
      .from(attempts)
      .innerJoin(
        attemptAnswers,
        and(eq(attemptAnswers.attemptId, attempts.id), eq(attemptAnswers.questionId, correction.questionId)),
      )
      .where(
        and(gt(attempts.id, afterId), lt(attempts.keyRevision, auditId), isNotNull(attempts.submittedAt)),
      )
      .orderBy(asc(attempts.id))
      .limit(BATCH);
    for (const { id } of batch) {
      if (await rescoreAttemptOnce(db, id, correction, now, hooks)) done++;
      afterId = id;
    }
    if (batch.length < BATCH) return done;
  }
}
