import { istDay, istWeekStart } from "../../../domain/ist";
import { resolveMarking, scoreAnswers } from "../../../domain/marking";
import {
  type MarksHistogram,
  percentileCountsFromHistogram,
  percentileFromCounts,
} from "../../../domain/percentile";
import { pointsForAttempt } from "../../../domain/points";
import { type AnswerSheet, ATTEMPT_NOT_FOUND, type AttemptResult } from "../../../shared/contract/attempts";
import type { DbOrTx } from "../../db/client";
import { isUniqueViolation, runStatement } from "../../db/statement";
import { notFound } from "../../http/errors";
import { assembleAttemptResult, buildAttemptResult, percentileOf } from "./attempt-result";
import { findOwnAttempt, isWithinTime, normalizeSheet } from "./find-attempt";
import { attemptForScoringStatement, recordSubmissionStatement } from "./submit-statements";

/**
 * Submits an attempt (POST /api/quiz/{id}/submit) in two statements: one reads the attempt with
 * its quiz, questions and answer key; the scoring runs here (src/domain/marking.ts); one statement
 * then stores the attempt, its answers and the week's points, all or nothing
 * (submit-statements.ts). Marks come from the answer key and the quiz's marking scheme, never
 * from the client.
 *  - already submitted: answers the stored result unchanged (idempotent);
 *  - within deadline + grace: scores the submitted answers;
 *  - later: scores the answers saved by then and ignores the submitted ones.
 * Concurrency: the store only updates an attempt that is still unsubmitted, so of two racing submits
 * of one attempt the second stores nothing and answers the first's result. The first submitted full
 * attempt of a quiz earns points; when two different attempts of a quiz race to be first, the
 * unique index attempts_one_first_idx refuses the second, which is then scored again as a repeat.
 */
export async function submitAttempt(
  db: DbOrTx,
  options: {
    attemptId: number;
    userId: number;
    /** the quiz in the URL: an attempt of another quiz is 404 */
    quizId?: number;
    answers: AnswerSheet | Record<string, number>;
    /** seconds, as the client counted; clamped to the real elapsed time */
    timeSpent: number;
    now: Date;
    /**
     * A recent histogram of the quiz's first-attempt marks (a per-instance cache, see routes.ts):
     * the percentile then costs no count over every first attempt. Without it, counted exactly.
     */
    marksHistogram?: (quizId: number) => Promise<{ histogram: MarksHistogram; loadedAt: Date }>;
  },
): Promise<AttemptResult> {
  const { userId, now } = options;
  const [found] = await runStatement(db, attemptForScoringStatement, [options.attemptId, userId]);
  if (!found || (options.quizId !== undefined && found.quizId !== options.quizId)) {
    throw notFound(ATTEMPT_NOT_FOUND);
  }
  const {
    quiz,
    examMarkingCorrect,
    examMarkingWrong,
    ownFirstMarks,
    ownFirstSubmittedAt,
    questions,
    ...attempt
  } = found;
  if (attempt.submittedAt) return buildAttemptResult(db, attempt);

  const byId = new Map(questions.map((q) => [q.id, q]));
  // the attempt's order; soft-deleted questions stay in it, as findQuestionsInOrder keeps them
  const questionRows = attempt.questionIds.flatMap((id) => {
    const q = byId.get(id);
    return q ? [q] : [];
  });
  const marking = resolveMarking(
    { markingCorrect: examMarkingCorrect, markingWrong: examMarkingWrong },
    quiz,
  );
  const sheet = isWithinTime(attempt, now) ? normalizeSheet(options.answers) : attempt.answers;
  const score = scoreAnswers({
    questions: questionRows.map((q) => ({
      id: q.id,
      correctIndex: q.correctIndex,
      optionCount: q.options.length,
    })),
    answers: sheet,
    marking,
  });
  const isRetakeOfWrong = attempt.retakeOfAttemptId !== null;

  const startedMs = attempt.startedAt.getTime();
  const stopMs = Math.min(now.getTime(), attempt.deadline.getTime());
  const elapsedSeconds = Math.max(0, Math.floor((stopMs - startedMs) / 1000));
  const timeSpent = Math.min(Math.max(0, Math.round(options.timeSpent)), elapsedSeconds);
  // the sheet as scored: valid answers to this attempt's questions only
  const scoredSheet = Object.fromEntries(
    score.perQuestion.flatMap((p) => (p.chosenIndex === null ? [] : [[String(p.questionId), p.chosenIndex]])),
  );
  const answerRows = score.perQuestion.flatMap((outcome) => {
    const q = byId.get(outcome.questionId);
    return q ? [{ question: q, chosenIndex: outcome.chosenIndex, isCorrect: outcome.isCorrect }] : [];
  });

  const store = () =>
    runStatement(db, recordSubmissionStatement, [
      attempt.id,
      userId,
      attempt.quizId,
      JSON.stringify(scoredSheet),
      now.toISOString(),
      timeSpent,
      score.marks,
      score.maxMarks,
      score.correct,
      score.wrong,
      score.skipped,
      pointsForAttempt({ isFirst: true, correct: score.correct }),
      istDay(now),
      !isRetakeOfWrong,
      istWeekStart(now),
      quiz.examType,
      answerRows.map((a) => a.question.id),
      answerRows.map((a) => a.chosenIndex),
      answerRows.map((a) => a.isCorrect),
      answerRows.map((a) => a.question.examType),
      answerRows.map((a) => a.question.subject),
      answerRows.map((a) => a.question.topic),
    ]);
  // Asked for before the store, so a histogram loaded now cannot hold this attempt yet. The user's
  // own earlier first attempt is taken out when it was submitted before the histogram was loaded
  // (the percentile compares with other learners only).
  const recent = isRetakeOfWrong ? undefined : await options.marksHistogram?.(attempt.quizId);
  const ownMarksInHistogram =
    recent && ownFirstSubmittedAt && ownFirstSubmittedAt < recent.loadedAt ? ownFirstMarks : null;
  let stored: Awaited<ReturnType<typeof store>>;
  try {
    stored = await store();
  } catch (error) {
    // another attempt of this quiz became the first one meanwhile: this one is a repeat
    if (!isUniqueViolation(error, "attempts_one_first_idx")) throw error;
    stored = await store();
  }
  const [saved] = stored;
  // submitted meanwhile by a concurrent request: answer what that one stored
  if (!saved) return buildAttemptResult(db, await findOwnAttempt(db, { attemptId: attempt.id, userId }));

  const percentile = isRetakeOfWrong
    ? null
    : recent
      ? percentileFromCounts(
          percentileCountsFromHistogram(recent.histogram, score.marks, ownMarksInHistogram),
        )
      : await percentileOf(db, attempt, score.marks);
  return assembleAttemptResult({
    attempt: saved,
    quiz: { ...quiz, marking },
    questionRows,
    answerRows: answerRows.map((a) => ({
      questionId: a.question.id,
      chosenIndex: a.chosenIndex,
      isCorrect: a.isCorrect,
    })),
    percentile,
  });
}
