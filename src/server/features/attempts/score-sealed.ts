import { and, asc, eq, isNotNull, isNull, lte, notExists, sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { attempts, jobs } from "~/server/db/schema";
import { enqueue } from "~/server/jobs/queue";
import { SCORE_SEALED_JOB, scoreSealedKey } from "~/server/jobs/score-sealed-job";
import { scoreSealedAttempt } from "./submit-attempt";

/** Sealed attempts read per batch: one indexed read, then each scored as the inline submit would. */
const SCORE_BATCH = 100;

/**
 * Scores every sealed, unscored attempt of the quiz sealed by `upTo`, oldest seal first, in batches
 * of SCORE_BATCH, `concurrency` at a time (1 on the embedded database's one connection). Answers
 * how many it scored. An attempt scored meanwhile by another run stores nothing again.
 */
export async function scoreSealedAttempts(
  db: DbOrTx,
  options: { quizId: number; upTo: Date; concurrency: number },
): Promise<number> {
  let scored = 0;
  for (;;) {
    const batch = await db
      .select({
        id: attempts.id,
        userId: attempts.userId,
        sealedAt: attempts.sealedAt,
        sealedSubmit: attempts.sealedSubmit,
      })
      .from(attempts)
      .where(
        and(
          eq(attempts.quizId, options.quizId),
          isNotNull(attempts.sealedAt),
          isNull(attempts.submittedAt),
          lte(attempts.sealedAt, options.upTo),
        ),
      )
      .orderBy(asc(attempts.sealedAt), asc(attempts.id))
      .limit(SCORE_BATCH);
    const sealed = batch.flatMap((a) =>
      a.sealedAt && a.sealedSubmit ? [{ ...a, sealedAt: a.sealedAt, sealedSubmit: a.sealedSubmit }] : [],
    );
    for (let i = 0; i < sealed.length; i += options.concurrency) {
      await Promise.all(sealed.slice(i, i + options.concurrency).map((a) => scoreSealedAttempt(db, a)));
    }
    scored += sealed.length;
    if (batch.length < SCORE_BATCH) return scored;
  }
}

/**
 * Queues a scoring job for each quiz holding sealed attempts left unscored since before `before`
 * with no job queued for them (a seal that committed just as its job ended). Answers how many.
 */
export async function queueUnscoredSeals(db: DbOrTx, now: Date, before: Date): Promise<number> {
  const left = await db
    .selectDistinct({ quizId: attempts.quizId })
    .from(attempts)
    .where(
      and(
        isNotNull(attempts.sealedAt),
        isNull(attempts.submittedAt),
        lte(attempts.sealedAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(jobs)
            .where(
              sql`${jobs.name} = ${SCORE_SEALED_JOB} and ${jobs.payload}->>'quizId' = ${attempts.quizId}::text`,
            ),
        ),
      ),
    );
  for (const { quizId } of left) {
    await enqueue(db, {
      name: SCORE_SEALED_JOB,
      key: scoreSealedKey(quizId, now),
      payload: { quizId },
      runAt: now,
    });
  }
  return left.length;
}
