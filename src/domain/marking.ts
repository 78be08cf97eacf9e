/**
 * Marking: the score of an answer sheet under an exam's scheme.
 * A correct answer adds `marking.correct`, a wrong one adds `marking.wrong` (zero or negative),
 * an unanswered question adds 0. Marks are rounded to 2 decimals only at the very end, from the
 * counts, so UPSC's -2/3 sums exactly (3 wrong = -2.00, not -2.01 from three rounded -0.67s).
 */

export type Marking = { correct: number; wrong: number };

export type MarkedQuestion = {
  id: number;
  correctIndex: number;
  /** how many options the question has; chosen indexes outside 0..optionCount-1 are ignored */
  optionCount?: number;
};

export type QuestionOutcome = {
  questionId: number;
  /** null when the question was skipped (or its answer was invalid) */
  chosenIndex: number | null;
  isCorrect: boolean;
  /** marks this question earned, rounded to 2 decimals for display (the total is not their sum) */
  marksAwarded: number;
};

export type Score = {
  marks: number;
  maxMarks: number;
  correct: number;
  wrong: number;
  skipped: number;
  perQuestion: QuestionOutcome[];
};

const DEFAULT_OPTION_COUNT = 4;

/** Rounds half away from zero to 2 decimals; never answers -0. */
export function roundMarks(value: number): number {
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;
  return rounded === 0 ? 0 : rounded;
}

/**
 * The marks one answered (or skipped) question earns, as a result's review shows them: the
 * scheme's marks for a correct or a wrong answer rounded to 2 decimals, 0 when skipped. The total
 * of an answer sheet is not their sum (see scoreAnswers).
 */
export function marksFor(
  answer: { chosenIndex: number | null; isCorrect: boolean },
  marking: Marking,
): number {
  if (answer.isCorrect) return roundMarks(marking.correct);
  return answer.chosenIndex === null ? 0 : roundMarks(marking.wrong);
}

/**
 * Scores `answers` (questionId -> chosen option index) against `questions`.
 * Answers for questions not in the list are ignored; an index that is not a whole number within
 * the question's options counts as unanswered.
 */
export function scoreAnswers(input: {
  questions: readonly MarkedQuestion[];
  answers: Readonly<Record<string | number, number | null | undefined>>;
  marking: Marking;
}): Score {
  const { questions, answers, marking } = input;
  let correct = 0;
  let wrong = 0;
  const perQuestion = questions.map((q): QuestionOutcome => {
    const raw = answers[q.id];
    const optionCount = q.optionCount ?? DEFAULT_OPTION_COUNT;
    const chosenIndex =
      typeof raw === "number" && Number.isInteger(raw) && raw >= 0 && raw < optionCount ? raw : null;
    if (chosenIndex === null) {
      return {
        questionId: q.id,
        chosenIndex,
        isCorrect: false,
        marksAwarded: marksFor({ chosenIndex, isCorrect: false }, marking),
      };
    }
    const isCorrect = chosenIndex === q.correctIndex;
    if (isCorrect) correct++;
    else wrong++;
    return {
      questionId: q.id,
      chosenIndex,
      isCorrect,
      marksAwarded: marksFor({ chosenIndex, isCorrect }, marking),
    };
  });
  return {
    marks: roundMarks(correct * marking.correct + wrong * marking.wrong),
    maxMarks: roundMarks(questions.length * marking.correct),
    correct,
    wrong,
    skipped: questions.length - correct - wrong,
    perQuestion,
  };
}

/** A quiz uses its exam's scheme unless the admin set another on the quiz (each part separately). */
export function resolveMarking(
  exam: { markingCorrect: number; markingWrong: number },
  quiz: { markingCorrect: number | null; markingWrong: number | null },
): Marking {
  return {
    correct: quiz.markingCorrect ?? exam.markingCorrect,
    wrong: quiz.markingWrong ?? exam.markingWrong,
  };
}

/**
 * The percent rule: an attempt's marks as a percent of its maximum, marks / maxMarks x 100, and 0
 * when there is nothing to score (maxMarks <= 0). Signed: negative marking can take it below 0,
 * and the result page says so ("−5% of maximum marks"). Shown with one decimal; `exact` answers
 * it unrounded, for a mean of several attempts (progress.ts, which counts a negative one as 0%).
 */
export function percentOf(marks: number, maxMarks: number, options: { exact?: boolean } = {}): number {
  if (maxMarks <= 0) return 0;
  return options.exact ? (marks / maxMarks) * 100 : Math.round((marks / maxMarks) * 1000) / 10;
}

/** correct / attempted x 100 with one decimal; 0 when nothing was attempted. */
export function accuracyOf(correct: number, wrong: number): number {
  const attempted = correct + wrong;
  if (attempted === 0) return 0;
  return Math.round((correct / attempted) * 1000) / 10;
}
