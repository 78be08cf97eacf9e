import type { AttemptResult } from "../shared/contract/attempts";

type WithheldAnswer = NonNullable<AttemptResult["withheld"]>["answers"][number];

/** What a withheld result says of its attempt besides the answers: no mark, count or key among it. */
export type WithheldAttempt = Pick<
  AttemptResult,
  | "attemptId"
  | "quiz"
  | "marking"
  | "maxMarks"
  | "totalQuestions"
  | "timeSpent"
  | "timePerQuestion"
  | "isFirst"
  | "submittedAt"
  | "retakeOfAttemptId"
>;

/**
 * A live attempt's result before its window ends (decision 0013): the learner's own answers and
 * when the key is published, and nothing marked. As NTA publishes nothing until the results, the
 * score is withheld with the key: marks, counts and sections would tell a candidate which answers
 * were right. Built from an allow-list, as questionForLearner is; the paper's text is the quiz's,
 * which the learner's hall holds (decision 0066).
 */
export function withheldAttemptResult(
  attempt: WithheldAttempt,
  answers: readonly WithheldAnswer[],
  until: Date,
): AttemptResult {
  return {
    attemptId: attempt.attemptId,
    quiz: attempt.quiz,
    marking: attempt.marking,
    marks: 0,
    maxMarks: attempt.maxMarks,
    percent: 0,
    totalQuestions: attempt.totalQuestions,
    correct: 0,
    partial: 0,
    wrong: 0,
    skipped: 0,
    sections: [],
    cutoff: null,
    qualifying: null,
    qualifyingPercentile: null,
    accuracy: 0,
    timeSpent: attempt.timeSpent,
    timePerQuestion: attempt.timePerQuestion,
    percentile: null,
    percentileCohort: null,
    isFirst: attempt.isFirst,
    points: 0,
    submittedAt: attempt.submittedAt,
    retakeOfAttemptId: attempt.retakeOfAttemptId,
    review: [],
    withheld: {
      until: until.toISOString(),
      answers: answers.map(({ id, type, chosenIndex, response }) => ({ id, type, chosenIndex, response })),
    },
  };
}

/** A scored result as its learner sees it while the key is withheld (withheldAttemptResult). */
export const withheldResult = (result: AttemptResult, until: Date): AttemptResult =>
  withheldAttemptResult(result, result.review, until);
