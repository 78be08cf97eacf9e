/**
 * The answer-key rule: what a learner may see of a question at each moment. While taking a quiz
 * (the quiz page, and a bookmark whose key they have not been shown) a question carries its
 * text, options, subject, topic and Hindi version, and never its answer key or explanations.
 * Reviewing (a submitted attempt's result, and a bookmark once such a result has shown its key)
 * adds the key and the explanations. Every response that shows a question to a learner is built
 * from questionForLearner, so a new field reaches the key moment only by being added here.
 */

import type { QuestionType } from "../shared/contract/common";
import type { QuestionHtml } from "../shared/math/question-html";

export type LearnerMoment = "taking" | "reviewing";

/** A question as stored, key included (server side only) */
export type StoredQuestion = {
  id: number;
  text: string;
  options: string[];
  textHi: string | null;
  optionsHi: string[] | null;
  subject: string;
  topic: string;
  /** default "single" (rows from before question types) */
  type?: QuestionType;
  correctIndex: number | null;
  correctAnswers?: number[] | null;
  numericMin?: number | null;
  numericMax?: number | null;
  explanation: string;
  explanationHi: string | null;
  /** single: options accepted besides correctIndex after a key correction */
  acceptedIndexes?: number[] | null;
  /** dropped by a key correction: full marks to everyone who answered it */
  dropped?: boolean;
  /** the same texts typeset (server side), carried to the learner under the same rule */
  html: QuestionHtml;
  /** current-affairs items: the IST day the answer was true */
  asOf?: string | null;
  /** where a factual item can be checked */
  sourceNote?: string | null;
};

/** The typeset texts a learner may read while taking */
export type TakingHtml = {
  question: string;
  options: string[];
  hi?: { question: string; options: string[] };
};

export type QuestionWhileTaking = {
  id: number;
  question: string;
  options: string[];
  /** the Hindi version, when the question has one */
  hi?: { question: string; options: string[] };
  subject: string;
  topic: string;
  type: QuestionType;
  html: TakingHtml;
  /** current-affairs items: the day the answer was true (the learner reads the question as of it) */
  asOf?: string;
};

/** The key in its type's shape: the option (single), the options (multiple), the range (numerical). */
export type QuestionInReview = QuestionWhileTaking & {
  correctIndex: number | null;
  /** single: further options a key correction accepted (absent when none) */
  acceptedIndexes?: number[];
  correctAnswers?: number[];
  numericAnswer?: { min: number; max: number };
  /** present (true) only when a key correction dropped the question */
  dropped?: true;
  explanation: string;
  explanationHi: string | null;
  /** where the fact can be checked (NCERT class and chapter, Article, report and year) */
  source?: string;
  html: TakingHtml & { explanation: string; explanationHi: string | null };
};

export function questionForLearner(question: StoredQuestion, moment: "taking"): QuestionWhileTaking;
export function questionForLearner(question: StoredQuestion, moment: "reviewing"): QuestionInReview;
export function questionForLearner(
  question: StoredQuestion,
  moment: LearnerMoment,
): QuestionWhileTaking | QuestionInReview;
export function questionForLearner(
  q: StoredQuestion,
  moment: LearnerMoment,
): QuestionWhileTaking | QuestionInReview {
  // built field by field from an allow-list: nothing else of the stored question is copied
  const hasHindi = Boolean(q.textHi && q.optionsHi);
  const html = q.html;
  const takingHtml: TakingHtml = {
    question: html.text,
    options: html.options,
    ...(hasHindi && html.textHi !== null && html.optionsHi !== null
      ? { hi: { question: html.textHi, options: html.optionsHi } }
      : {}),
  };
  const taking: QuestionWhileTaking = {
    id: q.id,
    question: q.text,
    options: q.options,
    ...(q.textHi && q.optionsHi ? { hi: { question: q.textHi, options: q.optionsHi } } : {}),
    subject: q.subject,
    topic: q.topic,
    type: q.type ?? "single",
    html: takingHtml,
    ...(q.asOf ? { asOf: q.asOf } : {}),
  };
  if (moment === "taking") return taking;
  return {
    ...taking,
    correctIndex: q.correctIndex,
    ...(taking.type === "single" && q.acceptedIndexes?.length
      ? { acceptedIndexes: [...q.acceptedIndexes] }
      : {}),
    ...(q.dropped ? { dropped: true as const } : {}),
    ...(taking.type === "multiple" ? { correctAnswers: q.correctAnswers ?? [] } : {}),
    ...(taking.type === "numerical" && q.numericMin != null
      ? { numericAnswer: { min: q.numericMin, max: q.numericMax ?? q.numericMin } }
      : {}),
    explanation: q.explanation,
    explanationHi: q.explanationHi,
    ...(q.sourceNote ? { source: q.sourceNote } : {}),
    html: { ...takingHtml, explanation: html.explanation, explanationHi: html.explanationHi },
  };
}
