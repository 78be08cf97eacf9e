import { istDay } from "~/domain/ist";
import type { DbOrTx } from "~/server/db/client";
import { conflict, notFound } from "~/server/http/errors";
import { hasAssignedAttemptOf } from "~/server/papers/assigned-paper";
import { createAttempt, lockUser, toSheet } from "~/server/papers/find-attempt";
import { findQuiz, findQuizQuestionIds, type QuizRecord } from "~/server/papers/find-quiz";
import { firstScheduledDay, isDailyDue } from "~/server/papers/quiz-sql";
import { type AttemptSheet, QUIZ_HAS_NO_QUESTIONS } from "~/shared/contract/attempts";
import { QUIZ_NOT_FOUND } from "~/shared/contract/quizzes";
import { findAttemptInProgress } from "./attempt-in-progress";

/**
 * The quiz a learner may open and start, else 404, as GET /api/quiz/{id}: drafts, and daily quizzes
 * of a day still to come, are for admins only (`allowUnpublished`); a learner's own practice quiz
 * is theirs; an institute's paper opens only on the learner's own attempt of its assignment.
 */
export async function findStartableQuiz(
  db: DbOrTx,
  options: { userId: number; quizId: number; now: Date; attemptId?: number; allowUnpublished?: boolean },
): Promise<QuizRecord> {
  const quiz = await findQuiz(db, options.quizId);
  if (!quiz) throw notFound(QUIZ_NOT_FOUND);
  const own = quiz.ownerUserId !== null && quiz.ownerUserId === options.userId;
  if (quiz.instituteId !== null && !options.allowUnpublished) {
    // an institute's paper opens only on the learner's attempt of its assignment (decision 0059)
    const assigned =
      options.attemptId !== undefined &&
      (await hasAssignedAttemptOf(db, {
        userId: options.userId,
        quizId: quiz.id,
        attemptId: options.attemptId,
      }));
    if (!assigned) throw notFound(QUIZ_NOT_FOUND);
    return quiz;
  }
  if (!options.allowUnpublished && !own) {
    const firstDay = quiz.kind === "daily" ? await firstScheduledDay(db, quiz.id) : null;
    const due = isDailyDue(quiz.kind, firstDay, istDay(options.now));
    if (!quiz.published || !due) throw notFound(QUIZ_NOT_FOUND);
  }
  return quiz;
}

/**
 * Starts the user's attempt of a quiz on the server (POST /api/quiz/{id}/start), which sets the
 * clock: deadline = now + the quiz's time limit. Resumes the attempt in progress instead, when
 * there is one (findAttemptInProgress); with `attemptId` it only ever resumes that attempt.
 */
export async function startAttempt(
  db: DbOrTx,
  options: { userId: number; quizId: number; now: Date; attemptId?: number; allowUnpublished?: boolean },
): Promise<AttemptSheet> {
  const { userId, quizId, now } = options;
  const quiz = await findStartableQuiz(db, options);

  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const inProgress = await findAttemptInProgress(tx, options);
    if (inProgress) return toSheet(inProgress, now);

    const questionIds = await findQuizQuestionIds(tx, quizId);
    if (questionIds.length === 0) throw conflict(QUIZ_HAS_NO_QUESTIONS);
    return createAttempt(tx, {
      userId,
      quizId,
      questionIds,
      now,
      durationMs: quiz.timeLimit * 60_000,
      compensatory: user.compensatoryTime,
    });
  });
}
