/**
 * Marking: the score of an answer sheet under an exam's scheme (product.md sections 3, 8 and 9).
 *
 * Question types and what earns marks:
 *  - single: the chosen option is the correct one -> `correct`; another option -> `wrong` (zero or
 *    negative); nothing chosen -> 0. An index outside the question's options counts as nothing.
 *  - multiple (JEE Advanced): every correct option and no wrong one chosen -> `correct`; no wrong
 *    option but only some correct ones -> `partialPerOption` (1 unless the scheme says otherwise)
 *    per correct option chosen; any wrong option chosen -> `wrong`; none chosen -> 0.
 *  - numerical: the number lies within the stored [min, max] (min = max for an exact value) ->
 *    `correct`; any other number -> `wrong` (JEE Main: -1 since 2025); no number -> 0.
 * Key corrections (src/domain/key-corrections.ts): a single-correct question may accept further
 * options (`acceptedIndexes`); a dropped question gives full marks to any answer and 0 to a blank,
 * as NTA does ("full marks to all who attempted it").
 * Which marks apply is data (MarkingScheme): the base marks, overridden per question type, per
 * section, and per type within a section, the most specific winning (marksOf).
 * Marks are rounded once: a question's marks are kept unrounded (as stored per answer too) and
 * the total, their sum, is rounded to 2 decimals, so UPSC's -2/3 sums exactly (3 wrong = -2.00, not
 * -2.01 from three rounded -0.67s) and the total is the sum of the stored per-question marks.
 */

import type { QuestionType } from "../shared/contract/common";

/** An answer as a sheet holds it: an option index (single), option indexes (multiple), a number (numerical). */
export type AnswerValue = number | number[];

export type Marks = {
  correct: number;
  /** zero or negative */
  wrong: number;
  /** multiple correct: marks per correct option chosen when no wrong one is (default 1) */
  partialPerOption?: number;
};

type MarksByType = Partial<Record<QuestionType, Marks>>;

/** A paper's marking as stored data: base marks, per question type, per section (and type in it). */
export type MarkingScheme = Marks & {
  byType?: MarksByType;
  bySection?: Record<string, Marks & { byType?: MarksByType }>;
};
/** The seed's name for a scheme: {correct, wrong} is the whole of the simplest one. */
export type Marking = MarkingScheme;

/** A question with its key, as the scorer needs it (the columns of a `questions` row). */
export type MarkedQuestion = {
  id: number;
  /** default "single" */
  type?: QuestionType;
  correctIndex?: number | null;
  correctAnswers?: readonly number[] | null;
  numericMin?: number | null;
  numericMax?: number | null;
  /** how many options the question has (default 4); chosen indexes outside them are ignored */
  optionCount?: number;
  /** the paper section it sits in, for per-section marks */
  section?: string | null;
  /** single: options accepted besides correctIndex after a key correction */
  acceptedIndexes?: readonly number[] | null;
  /** dropped by a key correction: any answer earns full marks, a blank none (NTA's rule) */
  dropped?: boolean;
};

export type Outcome = "correct" | "partial" | "wrong" | "skipped";

export type QuestionOutcome = {
  questionId: number;
  /** the answer as scored, in its type's shape; null when skipped (or the answer was invalid) */
  response: AnswerValue | null;
  /** single: the chosen option; null otherwise or when skipped */
  chosenIndex: number | null;
  /** full marks */
  isCorrect: boolean;
  outcome: Outcome;
  /** marks this question earned, unrounded (-2/3 is -0.666...): the total is their sum, rounded */
  marksAwarded: number;
  /** the most this question could earn */
  maxMarks: number;
};

export type Score = {
  marks: number;
  maxMarks: number;
  correct: number;
  /** multiple correct answered with some correct options and no wrong one */
  partial: number;
  wrong: number;
  skipped: number;
  perQuestion: QuestionOutcome[];
};

const DEFAULT_OPTION_COUNT = 4;
const DEFAULT_PARTIAL_PER_OPTION = 1;
/** numbers are compared to a range with this slack, so 2.3 typed is within [2.3, 2.3] */
const NUMERIC_EPSILON = 1e-9;

/** Rounds half away from zero to 2 decimals; never answers -0. */
export function roundMarks(value: number): number {
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** The marks that apply to a question of `type` in `section`: type in section, section, type, base. */
export function marksOf(
  scheme: MarkingScheme,
  question: { type?: QuestionType; section?: string | null },
): Marks {
  const type = question.type ?? "single";
  const section = question.section ? scheme.bySection?.[question.section] : undefined;
  const chosen = section?.byType?.[type] ?? section ?? scheme.byType?.[type] ?? scheme;
  return {
    correct: chosen.correct,
    wrong: chosen.wrong,
    ...(chosen.partialPerOption !== undefined ? { partialPerOption: chosen.partialPerOption } : {}),
  };
}

/**
 * The marks one answered (or skipped) single-correct question earns, as a result's review shows
 * them: the scheme's marks for a correct or a wrong answer, unrounded as scoreAnswers keeps them,
 * 0 when skipped. Results stored before question types keep being shown with it.
 */
export function marksFor(answer: { chosenIndex: number | null; isCorrect: boolean }, marks: Marks): number {
  if (answer.isCorrect) return marks.correct;
  return answer.chosenIndex === null ? 0 : marks.wrong;
}

const isOptionIndex = (value: unknown, optionCount: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value < optionCount;

/**
 * The answer as it counts for this question's type, or null when it is no answer: an option index
 * for single, distinct valid indexes (ascending, at least one) for multiple, a finite number for
 * numerical. An answer of another type's shape counts as no answer.
 */
export function validAnswer(question: MarkedQuestion, raw: unknown): AnswerValue | null {
  const type = question.type ?? "single";
  const optionCount = question.optionCount ?? DEFAULT_OPTION_COUNT;
  if (type === "numerical") return typeof raw === "number" && Number.isFinite(raw) ? raw : null;
  if (type === "single") return isOptionIndex(raw, optionCount) ? raw : null;
  if (!Array.isArray(raw) || raw.length === 0) return null;
  if (!raw.every((i) => isOptionIndex(i, optionCount))) return null;
  const distinct = [...new Set(raw as number[])].sort((a, b) => a - b);
  return distinct;
}

/**
 * What is wrong with `raw` as an answer to this question, or null when it fits its type: an option
 * index among its options (single), a list of distinct option indexes (multiple), a finite number
 * (numerical). The save and the submit refuse an answer with a problem, naming it.
 */
export function answerProblem(question: MarkedQuestion, raw: unknown): string | null {
  const type = question.type ?? "single";
  const optionCount = question.optionCount ?? DEFAULT_OPTION_COUNT;
  const indexes = `an option index from 0 to ${optionCount - 1}`;
  if (type === "numerical") {
    return typeof raw === "number" && Number.isFinite(raw) ? null : "must be a number (a numerical answer)";
  }
  if (type === "single") {
    if (Array.isArray(raw)) return `must be one option index, not a list (${indexes})`;
    return isOptionIndex(raw, optionCount) ? null : `must be ${indexes}`;
  }
  if (!Array.isArray(raw)) return `must be a list of option indexes (each ${indexes})`;
  if (raw.length === 0) return "must choose at least one option";
  if (!raw.every((i) => isOptionIndex(i, optionCount)))
    return `must hold only option indexes (each ${indexes})`;
  if (new Set(raw).size !== raw.length) return "must not choose the same option twice";
  return null;
}

/** Unrounded marks and outcome of one valid answer (or null, skipped) under `marks`. */
export function markAnswer(
  question: MarkedQuestion,
  answer: AnswerValue | null,
  marks: Marks,
): { outcome: Outcome; marks: number } {
  if (answer === null) return { outcome: "skipped", marks: 0 };
  if (question.dropped) return { outcome: "correct", marks: marks.correct };
  const type = question.type ?? "single";
  if (type === "numerical") {
    const min = question.numericMin ?? Number.NaN;
    const max = question.numericMax ?? min;
    const within =
      typeof answer === "number" && answer >= min - NUMERIC_EPSILON && answer <= max + NUMERIC_EPSILON;
    return within ? { outcome: "correct", marks: marks.correct } : { outcome: "wrong", marks: marks.wrong };
  }
  if (type === "single") {
    return answer === question.correctIndex || question.acceptedIndexes?.includes(answer as number)
      ? { outcome: "correct", marks: marks.correct }
      : { outcome: "wrong", marks: marks.wrong };
  }
  const chosen = Array.isArray(answer) ? answer : [answer];
  const correctSet = new Set(question.correctAnswers ?? []);
  if (chosen.some((i) => !correctSet.has(i))) return { outcome: "wrong", marks: marks.wrong };
  if (chosen.length === correctSet.size) return { outcome: "correct", marks: marks.correct };
  const perOption = marks.partialPerOption ?? DEFAULT_PARTIAL_PER_OPTION;
  return { outcome: "partial", marks: perOption * chosen.length };
}

/**
 * Scores `answers` (questionId -> answer) against `questions` under `marking`. Answers for
 * questions not in the list are ignored; an answer not valid for its question's type counts as
 * unanswered (validAnswer).
 */
export function scoreAnswers(input: {
  questions: readonly MarkedQuestion[];
  answers: Readonly<Record<string | number, unknown>>;
  marking: MarkingScheme;
}): Score {
  const { questions, answers, marking } = input;
  const counts = { correct: 0, partial: 0, wrong: 0, skipped: 0 };
  let total = 0;
  let max = 0;
  const perQuestion = questions.map((q): QuestionOutcome => {
    const marks = marksOf(marking, q);
    const response = validAnswer(q, answers[q.id]);
    const marked = markAnswer(q, response, marks);
    counts[marked.outcome]++;
    total += marked.marks;
    max += marks.correct;
    return {
      questionId: q.id,
      response,
      chosenIndex: (q.type ?? "single") === "single" && typeof response === "number" ? response : null,
      isCorrect: marked.outcome === "correct",
      outcome: marked.outcome,
      marksAwarded: marked.marks,
      maxMarks: roundMarks(marks.correct),
    };
  });
  return { marks: roundMarks(total), maxMarks: roundMarks(max), ...counts, perQuestion };
}

/**
 * A quiz's marking: its own scheme when the admin set one; otherwise the exam's scheme, with the
 * quiz's base marks overriding the exam's (each part separately).
 */
export function resolveMarking(
  exam: { markingCorrect: number; markingWrong: number; markingScheme?: MarkingScheme | null },
  quiz: { markingCorrect: number | null; markingWrong: number | null; markingScheme?: MarkingScheme | null },
): MarkingScheme {
  if (quiz.markingScheme) return quiz.markingScheme;
  const base: MarkingScheme = exam.markingScheme ?? {
    correct: exam.markingCorrect,
    wrong: exam.markingWrong,
  };
  return {
    ...base,
    correct: quiz.markingCorrect ?? base.correct,
    wrong: quiz.markingWrong ?? base.wrong,
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

/**
 * A qualifying paper's rule (UPSC CSAT: 33%): cleared when the percent of maximum marks reaches
 * the qualifying percent. Compared on the unrounded percent (percentOf with `exact`), with float
 * slack, so 33% of 200 (66 marks) qualifies.
 */
export function isQualified(percent: number, qualifyingPercent: number): boolean {
  return percent >= qualifyingPercent - 1e-9;
}

/** The most a paper's questions can earn: each question's own full marks, summed. */
export function maxMarksOf(
  questions: readonly Pick<MarkedQuestion, "type" | "section">[],
  marking: MarkingScheme,
): number {
  return roundMarks(questions.reduce((sum, q) => sum + marksOf(marking, q).correct, 0));
}

/** The most marks each section and each question type can earn under `marking`. */
export function maxMarksBy(
  questions: readonly Pick<MarkedQuestion, "type" | "section">[],
  marking: MarkingScheme,
): { bySection: Record<string, number>; byType: Partial<Record<QuestionType, number>> } {
  const bySection: Record<string, number> = {};
  const byType: Partial<Record<QuestionType, number>> = {};
  for (const q of questions) {
    const max = marksOf(marking, q).correct;
    const type = q.type ?? "single";
    byType[type] = (byType[type] ?? 0) + max;
    if (q.section) bySection[q.section] = (bySection[q.section] ?? 0) + max;
  }
  for (const key of Object.keys(bySection)) bySection[key] = roundMarks(bySection[key] ?? 0);
  for (const key of Object.keys(byType) as QuestionType[]) byType[key] = roundMarks(byType[key] ?? 0);
  return { bySection, byType };
}
