import { and, desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { attemptAnswers, attempts } from "~/server/db/schema";
import { conflict, conflictUntilDone, forbidden, notFound } from "~/server/http/errors";
import { SCORING_RETRY_AFTER_SECONDS } from "~/server/jobs/score-sealed-job";
import { createAttempt, findOwnAttempt, isWithinTime, lockUser, toSheet } from "~/server/papers/find-attempt";
import { findQuestionsInOrder, findQuiz } from "~/server/papers/find-quiz";
import {
  keyWithheldMessage,
  keyWithheldUntil,
  paperHeldMessage,
  paperHeldUntil,
} from "~/server/papers/live-hold";
import { ATTEMPT_NOT_SUBMITTED, type AttemptSheet } from "~/shared/contract/attempts";

export const ATTEMPT_BEING_SCORED = "This attempt is still being scored: try again in a minute";
export const NOTHING_TO_RETAKE = "Every answer in this attempt was right: there is nothing to retake";

/**
 * "Retake the ones I got wrong" (POST /api/attempts/{id}/retake-wrong): a new attempt of the same
 * quiz over the questions answered wrong or skipped in a submitted attempt, in the same order,
 * with the time limit scaled to the number of questions. It never earns points (see submitAttempt).
 * Asking again while that retake is still open resumes it. 403 while the paper is held for a live
 * test.
 */
export async function retakeWrong(
  db: DbOrTx,
  options: { attemptId: number; userId: number; now: Date },
): Promise<AttemptSheet> {
  const { userId, now } = options;
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const source = await findOwnAttempt(tx, options);
    // a live sheet sealed for the scoring queue is submitted: the hold below answers first (decision 0056)
    if (!source.submittedAt && !source.sealedAt) throw conflict(ATTEMPT_NOT_SUBMITTED);
    // which answers were wrong is the key: not while the paper is held for a live test
    const heldUntil = await paperHeldUntil(tx, source.quizId, now);
    if (heldUntil) throw forbidden(paperHeldMessage(heldUntil));
    // nor while an assignment's key waits for its close
    const keyAt = await keyWithheldUntil(tx, source.id, now);
    if (keyAt) throw forbidden(keyWithheldMessage(keyAt));
    if (!source.submittedAt) throw conflictUntilDone(ATTEMPT_BEING_SCORED, SCORING_RETRY_AFTER_SECONDS);

    const [open] = await tx
      .select()
      .from(attempts)
      .where(
        and(
          eq(attempts.userId, userId),
          eq(attempts.retakeOfAttemptId, source.id),
          isNull(attempts.submittedAt),
        ),
      )
      .orderBy(desc(attempts.id))
      .limit(1);
    if (open && isWithinTime(open, now)) return toSheet(open, now);

    const quiz = await findQuiz(tx, source.quizId);
    if (!quiz) throw notFound("Quiz Not Found");
    const missed = await tx
      .select({ questionId: attemptAnswers.questionId })
      .from(attemptAnswers)
      .where(and(eq(attemptAnswers.attemptId, source.id), eq(attemptAnswers.isCorrect, false)));
    const missedIds = new Set(missed.map((m) => m.questionId));
    const live = await findQuestionsInOrder(
      tx,
      quiz.id,
      source.questionIds.filter((id) => missedIds.has(id)),
    );
    const questionIds = live.filter((q) => q.deletedAt === null && q.status === "published").map((q) => q.id);
    if (questionIds.length === 0) throw conflict(NOTHING_TO_RETAKE);

    // the quiz's pace per question, at least a minute in all
    const perQuestionMs = (quiz.timeLimit * 60_000) / Math.max(1, source.questionIds.length);
    const durationMs = Math.max(60_000, Math.round(perQuestionMs * questionIds.length));
    return createAttempt(tx, {
      userId,
      quizId: quiz.id,
      questionIds,
      retakeOfAttemptId: source.id,
      now,
      durationMs,
      compensatory: user.compensatoryTime,
    });
  });
}
