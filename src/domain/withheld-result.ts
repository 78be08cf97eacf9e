import type { AttemptResult } from "../shared/contract/attempts";

/**
 * A live attempt's result before its window ends (decision 0013): the paper, the learner's own
 * answers and when the key is published, and nothing marked. As NTA publishes nothing until the
 * results, the score is withheld with the key: marks, counts and sections would tell a candidate
 * which answers were right. Built from an allow-list, as questionForLearner is.
 */
export function withheldResult(result: AttemptResult, until: Date): AttemptResult {
  return {
    attemptId: result.attemptId,
    quiz: result.quiz,
    marking: result.marking,
    marks: 0,
    maxMarks: result.maxMarks,
    percent: 0,
    totalQuestions: result.totalQuestions,
    correct: 0,
    partial: 0,
    wrong: 0,
    skipped: 0,
    sections: [],
    cutoff: null,
    qualifying: null,
    qualifyingPercentile: null,
    accuracy: 0,
    timeSpent: result.timeSpent,
    timePerQuestion: result.timePerQuestion,
    percentile: null,
    percentileCohort: null,
    isFirst: result.isFirst,
    points: 0,
    submittedAt: result.submittedAt,
    retakeOfAttemptId: result.retakeOfAttemptId,
    review: [],
    ...(result.stimuli ? { stimuli: result.stimuli } : {}),
    withheld: {
      until: until.toISOString(),
      answers: result.review.map((item) => ({
        id: item.id,
        question: item.question,
        options: item.options,
        ...(item.hi ? { hi: item.hi } : {}),
        subject: item.subject,
        topic: item.topic,
        section: item.section,
        stimulusId: item.stimulusId ?? null,
        type: item.type,
        chosenIndex: item.chosenIndex,
        response: item.response,
        // the typeset question and options only: the explanation's HTML stays with the key
        html: {
          question: item.html.question,
          options: item.html.options,
          ...(item.html.hi ? { hi: item.html.hi } : {}),
        },
      })),
    },
  };
}
