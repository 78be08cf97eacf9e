import { type AdminQuestion, MAX_OPTION_COUNT, OPTION_COUNT } from "@shared/contract/admin";
import type { QuestionFormat, QuestionType } from "@shared/contract/common";

/** What the question form holds while an admin edits it. */
export type Draft = {
  quizId: number | null;
  question: string;
  type: QuestionType;
  /** five inputs; a blank fifth means four options */
  options: string[];
  correctAnswer: number | null;
  correctAnswers: number[];
  numericMin: string;
  numericMax: string;
  explanation: string;
  subject: string;
  topic: string;
  difficulty: string;
  questionHi: string;
  optionsHi: string[];
  explanationHi: string;
  /** the passage, table or figure it shares; null for none */
  stimulusId: number | null;
  format: QuestionFormat;
  /** where the fact can be checked; blank for none */
  sourceNote: string;
  /** a current-affairs item's day (YYYY-MM-DD); blank for none */
  asOf: string;
};

const blankOptions = () => Array.from({ length: MAX_OPTION_COUNT }, () => "");
const padded = (options: readonly string[] | null) => blankOptions().map((blank, i) => options?.[i] ?? blank);

export const blankDraft = (quizId: number | null): Draft => ({
  quizId,
  question: "",
  type: "single",
  options: blankOptions(),
  correctAnswer: null,
  correctAnswers: [],
  numericMin: "",
  numericMax: "",
  explanation: "",
  subject: "",
  topic: "",
  difficulty: "",
  questionHi: "",
  optionsHi: blankOptions(),
  explanationHi: "",
  stimulusId: null,
  format: "direct",
  sourceNote: "",
  asOf: "",
});

export const fromQuestion = (q: AdminQuestion): Draft => ({
  quizId: null,
  question: q.question,
  type: q.type,
  options: padded(q.options),
  correctAnswer: q.correctAnswer,
  correctAnswers: q.correctAnswers ?? [],
  numericMin: q.numericAnswer ? String(q.numericAnswer.min) : "",
  numericMax: q.numericAnswer ? String(q.numericAnswer.max) : "",
  explanation: q.explanation,
  subject: q.subject,
  topic: q.topic,
  difficulty: q.difficulty,
  questionHi: q.questionHi ?? "",
  optionsHi: padded(q.optionsHi),
  explanationHi: q.explanationHi ?? "",
  stimulusId: q.stimulusId ?? null,
  format: q.format,
  sourceNote: q.sourceNote ?? "",
  asOf: q.asOf ?? "",
});

/** The source note and as-of day as the API takes them: blank = none (null clears a stored one). */
export const sourcePart = (d: Draft) => ({
  format: d.format,
  sourceNote: d.sourceNote.trim() ? d.sourceNote : null,
  asOf: d.asOf.trim() ? d.asOf : null,
});

/** Four options, or five when the fifth is filled in (for the Hindi ones, as many as the question has). */
export const optionCountOf = (d: Draft) =>
  d.options[OPTION_COUNT]?.trim() ? MAX_OPTION_COUNT : OPTION_COUNT;

/** Hindi fields all blank = no Hindi version; otherwise all are sent and checked. */
export function hindiPart(d: Draft) {
  const optionsHi = d.type === "numerical" ? [] : d.optionsHi.slice(0, optionCountOf(d));
  const hasHindi = d.questionHi.trim() || optionsHi.some((o) => o.trim()) || d.explanationHi.trim();
  if (!hasHindi) return null;
  return {
    questionHi: d.questionHi.trim() ? d.questionHi : null,
    optionsHi: optionsHi.some((o) => o.trim()) ? optionsHi : null,
    explanationHi: d.explanationHi.trim() ? d.explanationHi : null,
  };
}

const numberOrUndefined = (text: string) => (text.trim() === "" ? undefined : Number(text));

/** The type, options and key the draft's type needs, and nothing of the other types' keys. */
export function keyPart(d: Draft) {
  if (d.type === "numerical") {
    const min = numberOrUndefined(d.numericMin);
    const max = numberOrUndefined(d.numericMax) ?? min;
    return { type: d.type, options: [], numericAnswer: min === undefined ? undefined : { min, max } };
  }
  const options = d.options.slice(0, optionCountOf(d));
  if (d.type === "multiple") return { type: d.type, options, correctAnswers: d.correctAnswers };
  return { type: d.type, options, correctAnswer: d.correctAnswer ?? undefined };
}
