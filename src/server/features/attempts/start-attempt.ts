import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { istDay } from "~/domain/ist";
import type { DbOrTx } from "~/server/db/client";
import { attempts } from "~/server/db/schema";
import { findQuiz, findQuizQuestions } from "~/server/features/quizzes/find-quiz";
import { firstScheduledDay, isDailyDue } from "~/server/features/quizzes/quiz-sql";
import { conflict, notFound } from "~/server/http/errors";
import { ATTEMPT_ALREADY_SUBMITTED, type AttemptSheet } from "~/shared/contract/attempts";
import { QUIZ_NOT_FOUND } from "~/shared/contract/quizzes";
import { createAttempt, findOwnAttempt, GRACE_MS, lockUser, toSheet } from "./find-attempt";

export const QUIZ_HAS_NO_QUESTIONS = "This quiz has no questions yet";

/**
 * Starts the user's attempt of a quiz on the server (POST /api/quiz/{id}/start), which sets the
 * clock: deadline = now + the quiz's time limit. Resumes instead of starting again:
 *  - with `attemptId`: that open attempt of the user (e.g. a retake of wrong answers after a reload),
 *    even past its deadline, so the page can submit what was saved;
 *  - without: the user's latest open full attempt of the quiz that is still within its time.
 */
export async function startAttempt(
  db: DbOrTx,
  options: { userId: number; quizId: number; now: Date; attemptId?: number; allowUnpublished?: boolean },
): Promise<AttemptSheet> {
  const { userId, quizId, now } = options;
  const quiz = await findQuiz(db, quizId);
  if (!quiz) throw notFound(QUIZ_NOT_FOUND);
  // as GET /api/quiz/{id}: drafts, and daily quizzes of a day still to come, are for admins only;
  // a learner's own practice quiz is theirs
  const own = quiz.ownerUserId !== null && quiz.ownerUserId === userId;
  if (!options.allowUnpublished && !own) {
    const firstDay = quiz.kind === "daily" ? await firstScheduledDay(db, quiz.id) : null;
    const due = isDailyDue(quiz.kind, firstDay, istDay(now));
    if (!quiz.published || !due) throw notFound(QUIZ_NOT_FOUND);
  }

  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (options.attemptId !== undefined) {
      const attempt = await findOwnAttempt(tx, { attemptId: options.attemptId, userId, quizId });
      if (attempt.submittedAt) throw conflict(ATTEMPT_ALREADY_SUBMITTED);
      return toSheet(attempt, now);
    }

    const [open] = await tx
      .select()
      .from(attempts)
      .where(
        and(
          eq(attempts.userId, userId),
          eq(attempts.quizId, quizId),
          isNull(attempts.submittedAt),
          isNull(attempts.retakeOfAttemptId),
          gt(attempts.deadline, new Date(now.getTime() - GRACE_MS)),
        ),
      )
      .orderBy(desc(attempts.startedAt), desc(attempts.id))
      .limit(1);
    if (open) return toSheet(open, now);

    const questionRows = await findQuizQuestions(tx, quizId);
    if (questionRows.length === 0) throw conflict(QUIZ_HAS_NO_QUESTIONS);
    return createAttempt(tx, {
      userId,
      quizId,
      questionIds: questionRows.map((q) => q.id),
      now,
      durationMs: quiz.timeLimit * 60_000,
      compensatory: user.compensatoryTime,
    });
  });
}
