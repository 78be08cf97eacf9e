import { istDay, istWeekStart } from "../../../domain/ist";
import { type Marking, resolveMarking, type Score, scoreAnswers } from "../../../domain/marking";
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
import { type AttemptRow, findOwnAttempt, isWithinTime, normalizeSheet } from "./find-attempt";
import {
  attemptForScoringStatement,
  type QuestionForScoring,
  recordSubmissionStatement,
} from "./submit-statements";

/** A recent histogram of a quiz's first-attempt marks, and when it was loaded (routes.ts caches it) */
export type RecentMarksHistogram = { histogram: MarksHistogram; loadedAt: Date };

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
 * unique index attempts_one_first_idx refuses the second, which is then stored as a repeat.
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
    /** the quiz's marks histogram: the percentile then costs no count over every first attempt */
    marksHistogram?: (quizId: number) => Promise<RecentMarksHistogram>;
  },
): Promise<AttemptResult> {
  const { userId, now } = options;
  const [found] = await runStatement(db, attemptForScoringStatement, [options.attemptId, userId]);
  if (!found || (options.quizId !== undefined && found.quizId !== options.quizId)) {
    throw notFound(ATTEMPT_NOT_FOUND);
  }
  const { quiz, examMarkingCorrect, examMarkingWrong, ownFirstMarks, ownFirstSubmittedAt, ...rest } = found;
  const { questions, ...attempt } = rest;
  if (attempt.submittedAt) return buildAttemptResult(db, attempt);

  const marking = resolveMarking(
    { markingCorrect: examMarkingCorrect, markingWrong: examMarkingWrong },
    quiz,
  );
  const scored = scoreSubmission({ attempt, questions, marking, ...options });
  const isRetakeOfWrong = attempt.retakeOfAttemptId !== null;
  // Asked for before the store, so a histogram loaded now cannot hold this attempt yet.
  const recent = isRetakeOfWrong ? undefined : await options.marksHistogram?.(attempt.quizId);

  const saved = await storeSubmission(db, { attempt, examType: quiz.examType, scored, now });
  // submitted meanwhile by a concurrent request: answer what that one stored
  if (!saved) return buildAttemptResult(db, await findOwnAttempt(db, { attemptId: attempt.id, userId }));

  let percentile: number | null = null;
  if (recent) {
    // the user's own earlier first attempt is in the histogram if it was submitted before the load
    const ownMarks = ownFirstSubmittedAt && ownFirstSubmittedAt < recent.loadedAt ? ownFirstMarks : null;
    percentile = percentileFromCounts(
      percentileCountsFromHistogram(recent.histogram, scored.score.marks, ownMarks),
    );
  } else if (!isRetakeOfWrong) {
    percentile = await percentileOf(db, attempt, scored.score.marks);
  }
  return assembleAttemptResult({
    attempt: saved,
    quiz: { ...quiz, marking },
    questionRows: scored.questionRows,
    answerRows: scored.answerRows.map((a) => ({
      questionId: a.question.id,
      chosenIndex: a.chosenIndex,
      isCorrect: a.isCorrect,
    })),
    percentile,
  });
}

type ScoredSubmission = {
  score: Score;
  /** the attempt's questions in its order (soft-deleted ones stay, as findQuestionsInOrder keeps them) */
  questionRows: QuestionForScoring[];
  answerRows: { question: QuestionForScoring; chosenIndex: number | null; isCorrect: boolean }[];
  /** the sheet as scored: valid answers to this attempt's questions only */
  scoredSheet: Record<string, number>;
  timeSpent: number;
};

/** Scores the submitted answers (or, after the deadline and grace, the ones saved by then). */
function scoreSubmission(input: {
  attempt: AttemptRow;
  questions: readonly QuestionForScoring[];
  marking: Marking;
  answers: AnswerSheet | Record<string, number>;
  timeSpent: number;
  now: Date;
}): ScoredSubmission {
  const { attempt, marking, now } = input;
  const byId = new Map(input.questions.map((q) => [q.id, q]));
  const questionRows = attempt.questionIds.flatMap((id) => {
    const q = byId.get(id);
    return q ? [q] : [];
  });
  const sheet = isWithinTime(attempt, now) ? normalizeSheet(input.answers) : attempt.answers;
  const score = scoreAnswers({
    questions: questionRows.map((q) => ({
      id: q.id,
      correctIndex: q.correctIndex,
      optionCount: q.options.length,
    })),
    answers: sheet,
    marking,
  });
  const stopMs = Math.min(now.getTime(), attempt.deadline.getTime());
  const elapsedSeconds = Math.max(0, Math.floor((stopMs - attempt.startedAt.getTime()) / 1000));
  return {
    score,
    questionRows,
    answerRows: score.perQuestion.flatMap((outcome) => {
      const q = byId.get(outcome.questionId);
      return q ? [{ question: q, chosenIndex: outcome.chosenIndex, isCorrect: outcome.isCorrect }] : [];
    }),
    scoredSheet: Object.fromEntries(
      score.perQuestion.flatMap((p) =>
        p.chosenIndex === null ? [] : [[String(p.questionId), p.chosenIndex]],
      ),
    ),
    timeSpent: Math.min(Math.max(0, Math.round(input.timeSpent)), elapsedSeconds),
  };
}

/**
 * Stores a scored submission (recordSubmissionStatement); undefined when the attempt was submitted
 * meanwhile. A refusal by attempts_one_first_idx means another attempt of the quiz became the first
 * one meanwhile: the statement runs again and, seeing it, stores this one as a repeat.
 */
async function storeSubmission(
  db: DbOrTx,
  input: { attempt: AttemptRow; examType: string; scored: ScoredSubmission; now: Date },
): Promise<AttemptRow | undefined> {
  const { attempt, scored, now } = input;
  const { score, answerRows } = scored;
  const values = [
    attempt.id,
    attempt.userId,
    attempt.quizId,
    JSON.stringify(scored.scoredSheet),
    now.toISOString(),
    scored.timeSpent,
    score.marks,
    score.maxMarks,
    score.correct,
    score.wrong,
    score.skipped,
    pointsForAttempt({ isFirst: true, correct: score.correct }),
    istDay(now),
    attempt.retakeOfAttemptId === null,
    istWeekStart(now),
    input.examType,
    answerRows.map((a) => a.question.id),
    answerRows.map((a) => a.chosenIndex),
    answerRows.map((a) => a.isCorrect),
    answerRows.map((a) => a.question.examType),
    answerRows.map((a) => a.question.subject),
    answerRows.map((a) => a.question.topic),
  ];
  try {
    return (await runStatement(db, recordSubmissionStatement, values))[0];
  } catch (error) {
    if (!isUniqueViolation(error, "attempts_one_first_idx")) throw error;
    return (await runStatement(db, recordSubmissionStatement, values))[0];
  }
}
