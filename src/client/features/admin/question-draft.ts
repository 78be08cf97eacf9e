import { type AdminQuestion, MAX_OPTION_COUNT, OPTION_COUNT } from "@shared/contract/admin";
import type { QuestionFormat, QuestionType } from "@shared/contract/common";
import type { QuestionStructure } from "@shared/contract/question-structure";
import { flattenStructure } from "@shared/question-structure";
import { blankStructure, hasWrittenParts, type Layout, withoutBlankOptionalParts } from "./structure-drafts";
import { structureFromText } from "./structure-from-text";

/** What the question form holds while an admin edits it. */
export type Draft = {
  quizId: number | null;
  question: string;
  /** the question's parts when it is laid out as structure; null for a plain text */
  structure: QuestionStructure | null;
  /** the Hindi parts, of the same kind; null while the Hindi is a plain text (or the question is) */
  structureHi: QuestionStructure | null;
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
  structure: null,
  structureHi: null,
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
  structure: q.structure,
  // a structured question without Hindi gets blank Hindi parts; a plain Hindi text stays plain
  structureHi:
    q.structure && !q.structureHi && !q.questionHi ? blankStructure(q.structure.kind, "hi") : q.structureHi,
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

export const layoutOf = (d: Draft): Layout => d.structure?.kind ?? "plain";

/**
 * The draft in another layout: plain text keeps the wording, flattened, as the text to edit; a
 * structure takes its parts from the wording when it is laid out that way (structureFromText), else
 * starts with blank parts (a plain Hindi text the admin wrote stays plain unless it reads as parts).
 */
export function withLayout(d: Draft, layout: Layout): Draft {
  if (layout === layoutOf(d)) return d;
  if (layout === "plain") {
    return {
      ...d,
      question: d.structure ? flattenStructure(d.structure, "en") : d.question,
      questionHi:
        d.structureHi && hasWrittenParts(d.structureHi)
          ? flattenStructure(d.structureHi, "hi")
          : d.questionHi,
      structure: null,
      structureHi: null,
    };
  }
  const english = d.structure ? flattenStructure(d.structure, "en") : d.question;
  const hindi = d.structureHi ? flattenStructure(d.structureHi, "hi") : d.questionHi;
  const readHindi = structureFromText(layout, hindi, "hi");
  const keepsPlainHindi = d.structureHi === null && d.questionHi.trim() !== "";
  return {
    ...d,
    structure: structureFromText(layout, english, "en") ?? blankStructure(layout, "en"),
    structureHi: readHindi ?? (keepsPlainHindi ? null : blankStructure(layout, "hi")),
  };
}

/** The question's text as the API takes it: a structure and the text it flattens to, or the plain text. */
export function textPart(d: Draft) {
  if (!d.structure) return { question: d.question, structure: null };
  const structure = withoutBlankOptionalParts(d.structure);
  return { question: flattenStructure(structure, "en"), structure };
}

/** The Hindi text the draft holds: its Hindi parts flattened once any is written, else the plain text. */
function hindiText(d: Draft): { questionHi: string; structureHi: QuestionStructure | null } {
  if (!d.structure || !d.structureHi) return { questionHi: d.questionHi, structureHi: null };
  if (!hasWrittenParts(d.structureHi)) return { questionHi: "", structureHi: null };
  const structureHi = withoutBlankOptionalParts(d.structureHi);
  return { questionHi: flattenStructure(structureHi, "hi"), structureHi };
}

/** Hindi fields all blank = no Hindi version; otherwise all are sent and checked. */
export function hindiPart(d: Draft) {
  const optionsHi = d.type === "numerical" ? [] : d.optionsHi.slice(0, optionCountOf(d));
  const { questionHi, structureHi } = hindiText(d);
  const hasHindi = questionHi.trim() || optionsHi.some((o) => o.trim()) || d.explanationHi.trim();
  if (!hasHindi) return null;
  return {
    structureHi,
    questionHi: questionHi.trim() ? questionHi : null,
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
