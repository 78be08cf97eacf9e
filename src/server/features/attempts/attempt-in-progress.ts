import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { attempts } from "~/server/db/schema";
import { conflict } from "~/server/http/errors";
import { type AttemptRow, findOwnAttempt, GRACE_MS } from "~/server/papers/find-attempt";
import { ATTEMPT_ALREADY_SUBMITTED } from "~/shared/contract/attempts";

/**
 * The learner's attempt in progress on a paper, the one opening it resumes (undefined when there is
 * none, so a start would create one). The one rule for both the start (POST /api/quiz/{id}/start)
 * and the opening that starts nothing (GET /api/quiz/{id}/opening):
 *  - with `attemptId`: that attempt of the user (e.g. a retake of wrong answers after a reload),
 *    even past its deadline, so the page can submit what was saved; 409 once submitted;
 *  - without: the user's latest unsubmitted full attempt of the quiz still within its time.
 */
export async function findAttemptInProgress(
  db: DbOrTx,
  options: { userId: number; quizId: number; now: Date; attemptId?: number },
): Promise<AttemptRow | undefined> {
  const { userId, quizId, now } = options;
  if (options.attemptId !== undefined) {
    const attempt = await findOwnAttempt(db, { attemptId: options.attemptId, userId, quizId });
    // a sealed live sheet is submitted as far as the learner is concerned (decision 0056)
    if (attempt.submittedAt || attempt.sealedAt) throw conflict(ATTEMPT_ALREADY_SUBMITTED);
    return attempt;
  }
  const [open] = await db
    .select()
    .from(attempts)
    .where(
      and(
        eq(attempts.userId, userId),
        eq(attempts.quizId, quizId),
        isNull(attempts.submittedAt),
        isNull(attempts.sealedAt),
        isNull(attempts.retakeOfAttemptId),
        gt(attempts.deadline, new Date(now.getTime() - GRACE_MS)),
      ),
    )
    .orderBy(desc(attempts.startedAt), desc(attempts.id))
    .limit(1);
  return open;
}
