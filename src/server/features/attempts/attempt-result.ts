import { asc, eq } from "drizzle-orm";
import {
  type AnswerValue,
  accuracyOf,
  marksFor,
  marksOf,
  type Outcome,
  percentOf,
  roundMarks,
} from "~/domain/marking";
import { percentileShown, SAME_MARKS, type Standing, standingFromCounts } from "~/domain/percentile";
import { questionForLearner } from "~/domain/question-view";
import type { DbOrTx } from "~/server/db/client";
import { attemptAnswers } from "~/server/db/schema";
import { runStatement } from "~/server/db/statement";
import { conflict, notFound } from "~/server/http/errors";
import { questionHtmlOf } from "~/server/math/rendered-math";
import { type AttemptRow, findOwnAttempt } from "~/server/papers/find-attempt";
import {
  findQuestionsInOrder,
  findQuiz,
  type QuestionRecord,
  type QuizRecord,
} from "~/server/papers/find-quiz";
import { findStimuliOf } from "~/server/papers/quiz-stimuli";
import { ATTEMPT_NOT_SUBMITTED, type AttemptResult, type ReviewItem } from "~/shared/contract/attempts";
import type { Stimulus } from "~/shared/contract/quizzes";
import { type ResultPaper, resultBreakdown } from "./result-breakdown";
import { percentileCountsStatement } from "./submit-statements";
import { wordingAsSeen } from "./wording-as-seen";

/** The result and review of the user's submitted attempt (GET /api/attempts/{id}); 409 before submit. */
export async function getAttemptResult(
  db: DbOrTx,
  options: { attemptId: number; userId: number },
): Promise<AttemptResult> {
  const attempt = await findOwnAttempt(db, options);
  return buildAttemptResult(db, attempt);
}

export async function buildAttemptResult(db: DbOrTx, attempt: AttemptRow): Promise<AttemptResult> {
  if (!attempt.submittedAt) throw conflict(ATTEMPT_NOT_SUBMITTED);
  const quiz = await findQuiz(db, attempt.quizId);
  if (!quiz) throw notFound("Quiz Not Found");
  const currentRows = await findQuestionsInOrder(db, quiz.id, attempt.questionIds);
  const answerRows = await db
    .select({
      questionId: attemptAnswers.questionId,
      chosenIndex: attemptAnswers.chosenIndex,
      isCorrect: attemptAnswers.isCorrect,
      timeSpent: attemptAnswers.timeSpent,
      visits: attemptAnswers.visits,
      response: attemptAnswers.response,
      marksAwarded: attemptAnswers.marksAwarded,
      questionVersion: attemptAnswers.questionVersion,
    })
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attempt.id))
    .orderBy(asc(attemptAnswers.questionId));
  const questionRows = await wordingAsSeen(db, currentRows, answerRows);
  const standing =
    attempt.retakeOfAttemptId === null ? await standingOf(db, attempt, attempt.marks ?? 0) : null;
  const stimuli = await findStimuliOf(db, questionRows);
  return assembleAttemptResult({
    attempt,
    quiz: { ...quiz, cutoffs: quiz.cutoffs ?? quiz.examCutoffs },
    questionRows,
    answerRows,
    standing,
    stimuli,
  });
}

/** What a result's review shows of a question */
export type ReviewQuestion = Pick<
  QuestionRecord,
  | "id"
  | "text"
  | "options"
  | "textHi"
  | "optionsHi"
  | "subject"
  | "topic"
  | "section"
  | "stimulusId"
  | "type"
  | "correctIndex"
  | "acceptedIndexes"
  | "dropped"
  | "correctAnswers"
  | "numericMin"
  | "numericMax"
  | "explanation"
  | "explanationHi"
  | "mathHtml"
  | "structure"
  | "asOf"
  | "sourceNote"
>;

/** A stored answer (an attempt_answers row); rows from before question types have no response or marks. */
export type AnswerRecord = {
  questionId: number;
  chosenIndex: number | null;
  isCorrect: boolean;
  response?: AnswerValue | null;
  marksAwarded?: number | null;
  /** seconds spent on it and visits, as the interface recorded them */
  timeSpent?: number | null;
  visits?: number | null;
};

/**
 * The outcome of a stored answer: full marks, nothing chosen, part marks (a multiple-correct answer
 * that earned marks without full marks), or wrong.
 */
function outcomeOf(type: string, response: AnswerValue | null, isCorrect: boolean, marks: number): Outcome {
  if (isCorrect) return "correct";
  if (response === null) return "skipped";
  return type === "multiple" && marks > 0 ? "partial" : "wrong";
}

/**
 * The result from rows already in hand (the submit has them all, so it reads nothing again).
 * `standing` (the percentile and its cohort) is null for a retake of wrong answers.
 */
export function assembleAttemptResult(input: {
  attempt: AttemptRow;
  quiz: Pick<QuizRecord, "id" | "title" | "titleHi" | "examType" | "kind" | "marking"> & ResultPaper;
  questionRows: readonly ReviewQuestion[];
  answerRows: readonly AnswerRecord[];
  standing: Standing | null;
  /** the passages, tables and figures its questions share (findStimuliOf) */
  stimuli: Stimulus[];
}): AttemptResult {
  const { attempt, quiz, questionRows, standing } = input;
  if (!attempt.submittedAt) throw conflict(ATTEMPT_NOT_SUBMITTED);
  const submittedAt = attempt.submittedAt;
  const answered = new Map(input.answerRows.map((a) => [a.questionId, a]));

  const marks = attempt.marks ?? 0;
  const maxMarks = attempt.maxMarks ?? 0;
  const correct = attempt.correctCount ?? 0;
  const wrong = attempt.wrongCount ?? 0;
  const timeSpent = attempt.timeSpent ?? 0;
  const totalQuestions = attempt.questionIds.length;
  const review = questionRows.map((q): ReviewItem => {
    const a = answered.get(q.id);
    const chosenIndex = a?.chosenIndex ?? null;
    const response = a?.response ?? chosenIndex;
    const isCorrect = a?.isCorrect ?? false;
    const marks = marksOf(quiz.marking, q);
    const marksAwarded =
      a?.marksAwarded ?? marksFor({ chosenIndex: response === null ? null : 0, isCorrect }, marks);
    const { explanationHi, ...view } = questionForLearner({ ...q, html: questionHtmlOf(q) }, "reviewing");
    return {
      ...view,
      ...(explanationHi ? { explanationHi } : {}),
      section: q.section,
      stimulusId: q.stimulusId,
      chosenIndex,
      response,
      isCorrect,
      outcome: outcomeOf(view.type, response, isCorrect, marksAwarded),
      marksAwarded,
      maxMarks: roundMarks(marks.correct),
      timeSpent: a?.timeSpent ?? null,
      visits: a?.visits ?? null,
    };
  });

  const partial = review.filter((r) => r.outcome === "partial").length;
  return {
    attemptId: attempt.id,
    quiz: {
      id: quiz.id,
      title: quiz.title,
      titleHi: quiz.titleHi,
      examType: quiz.examType,
      kind: quiz.kind,
    },
    marking: quiz.marking,
    marks,
    maxMarks,
    percent: percentOf(marks, maxMarks),
    totalQuestions,
    correct,
    partial,
    wrong,
    skipped: attempt.skippedCount ?? 0,
    // a part-marked answer was attempted and not fully right, as in each section's accuracy
    accuracy: accuracyOf(correct, wrong + partial),
    timeSpent,
    timePerQuestion: totalQuestions > 0 ? Math.round((timeSpent / totalQuestions) * 10) / 10 : 0,
    percentile: standing?.percentile ?? null,
    percentileCohort: standing?.cohort ?? null,
    isFirst: attempt.isFirst,
    points: attempt.points,
    submittedAt: submittedAt.toISOString(),
    retakeOfAttemptId: attempt.retakeOfAttemptId,
    review,
    ...resultBreakdown({
      paper: quiz,
      marking: quiz.marking,
      review,
      marks,
      maxMarks,
      isRetakeOfWrong: attempt.retakeOfAttemptId !== null,
      // the bar is set beside the learner's percentile only where the result shows one
      percentile: standing && percentileShown(standing.cohort) ? standing.percentile : null,
    }),
    stimuli: input.stimuli,
  };
}

/** The percentile among the quiz's first attempts and its cohort (the rule in src/domain/percentile.ts). */
export async function standingOf(
  db: DbOrTx,
  attempt: Pick<AttemptRow, "quizId" | "userId">,
  marks: number,
): Promise<Standing> {
  const [counts] = await runStatement(db, percentileCountsStatement, [
    attempt.quizId,
    attempt.userId,
    marks,
    SAME_MARKS,
  ]);
  return standingFromCounts(counts ?? { below: 0, ties: 0, others: 0 });
}
