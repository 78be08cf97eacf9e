import { and, asc, eq, gt, isNotNull, isNull, lte, notExists, sql } from "drizzle-orm";
import { liveScoringDueAt } from "~/domain/live-tests";
import type { DbOrTx } from "~/server/db/client";
import { attempts, jobs, liveTests } from "~/server/db/schema";
import { runStatement } from "~/server/db/statement";
import { enqueue } from "~/server/jobs/queue";
import { SCORE_SEALED_JOB, scoreSealedKey } from "~/server/jobs/score-sealed-job";
import { storeSealedScore } from "./submit-attempt";
import { paperForScoringStatement, sealedAttemptsForScoringStatement } from "./submit-statements";

/** Sealed attempts one run scores: one indexed read with its paper's, then each scored as the inline submit would. */
const SCORE_BATCH = 100;

/**
 * Scores one batch (`batch`, default SCORE_BATCH) of the quiz's sealed, unscored attempts sealed by
 * `upTo`, oldest seal first, `concurrency` at a time (1 on the embedded database's one connection),
 * and answers how many it scored. The job runs again while a run scores any (handlers.ts), so between
 * two batches the worker claims what else fell due: a paper's finishes at its end do not wait behind
 * thousands of sheets. An attempt scored meanwhile by another run stores nothing again.
 *
 * The batch is one statement, each attempt with the keys its learner had seen by its seal, and its
 * paper (the quiz, marking, keys) one more; each is then scored and stored as the inline submit
 * would have at its seal (storeSealedScore), one statement each.
 */
export async function scoreSealedAttempts(
  db: DbOrTx,
  options: { quizId: number; upTo: Date; concurrency: number; batch?: number },
): Promise<number> {
  const sealed = await runStatement(db, sealedAttemptsForScoringStatement, [
    options.quizId,
    options.upTo.toISOString(),
    options.batch ?? SCORE_BATCH,
  ]);
  if (sealed.length === 0) return 0;
  const questionIds = [...new Set(sealed.flatMap((a) => a.questionIds))];
  const [paper] = await runStatement(db, paperForScoringStatement, [options.quizId, questionIds]);
  if (!paper) return 0;
  const score = async (row: (typeof sealed)[number]) => {
    const { keysSeen, ...attempt } = row;
    const seen = new Set(keysSeen);
    const own = new Set(attempt.questionIds);
    await storeSealedScore(
      db,
      {
        ...attempt,
        ...paper,
        questions: paper.questions.flatMap((q) => (own.has(q.id) ? [{ ...q, keySeen: seen.has(q.id) }] : [])),
      },
      row,
    );
  };
  for (let i = 0; i < sealed.length; i += options.concurrency) {
    await Promise.all(sealed.slice(i, i + options.concurrency).map(score));
  }
  return sealed.length;
}

/**
 * When the quiz's sealed sheets may be scored at `now` (liveScoringDueAt): at the end of a live
 * window of the quiz (not cancelled) that ends within its last minute, else now.
 */
export async function sealedScoringDueAt(db: DbOrTx, quizId: number, now: Date): Promise<Date> {
  const [next] = await db
    .select({ endsAt: liveTests.endsAt })
    .from(liveTests)
    .where(and(eq(liveTests.quizId, quizId), isNull(liveTests.cancelledAt), gt(liveTests.endsAt, now)))
    .orderBy(asc(liveTests.endsAt))
    .limit(1);
  return next ? liveScoringDueAt(next.endsAt, now) : now;
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
      key: scoreSealedKey(quizId),
      payload: { quizId },
      runAt: now,
    });
  }
  return left.length;
}
