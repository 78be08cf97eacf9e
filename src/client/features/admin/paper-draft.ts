import type { AdminQuiz } from "@shared/contract/admin";
import { QUESTION_TYPES, type QuestionType } from "@shared/contract/common";
import { type MarkingRule, rulesFromScheme, schemeFromRules } from "../../../domain/marking-rules";

/** A marking rule as typed: "" section or type means every one. */
export type RuleDraft = {
  section: string;
  type: string;
  correct: string;
  wrong: string;
  partialPerOption?: number;
};
export type SectionDraft = { name: string; minutes: string };

/** A paper's sections and marking as the quiz form holds them (text, as typed). */
export type PaperDraft = {
  sections: SectionDraft[];
  markingCorrect: string;
  markingWrong: string;
  rules: RuleDraft[];
};

export const EMPTY_PAPER: PaperDraft = { sections: [], markingCorrect: "", markingWrong: "", rules: [] };

/** "" -> undefined (so the schema says "is required"), "12" -> 12, "abc" -> "abc" (so it says "must be a number"). */
export const numberOrText = (value: string) =>
  value.trim() === "" ? undefined : Number.isNaN(Number(value)) ? value : Number(value);

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

export function paperDraftOf(quiz: AdminQuiz): PaperDraft {
  const sections = (quiz.sections ?? []).map((s) => ({ name: s.name, minutes: text(s.timeLimitMinutes) }));
  if (!quiz.markingScheme) {
    return {
      sections,
      markingCorrect: text(quiz.markingCorrect),
      markingWrong: text(quiz.markingWrong),
      rules: [],
    };
  }
  const rules = rulesFromScheme(quiz.markingScheme).map((r) => ({
    section: r.section ?? "",
    type: r.type ?? "",
    correct: String(r.correct),
    wrong: String(r.wrong),
    ...(r.partialPerOption !== undefined ? { partialPerOption: r.partialPerOption } : {}),
  }));
  return {
    sections,
    markingCorrect: String(quiz.markingScheme.correct),
    markingWrong: String(quiz.markingScheme.wrong),
    rules,
  };
}

const asType = (type: string): QuestionType | null =>
  (QUESTION_TYPES as readonly string[]).includes(type) ? (type as QuestionType) : null;

/**
 * The body's sections and marking: with rules, the quiz's own whole scheme (the whole paper's marks
 * first); without, the paper's marks over the exam's (blank: the exam's). Values that are not numbers
 * go as typed, so the contract names them.
 */
export function paperBody(d: PaperDraft) {
  const sections = d.sections.length
    ? d.sections.map((s) => ({
        name: s.name,
        ...(s.minutes.trim() ? { timeLimitMinutes: numberOrText(s.minutes) } : {}),
      }))
    : null;
  const correct = numberOrText(d.markingCorrect);
  const wrong = numberOrText(d.markingWrong);
  if (d.rules.length === 0) {
    return { sections, markingScheme: null, markingCorrect: correct ?? null, markingWrong: wrong ?? null };
  }
  const rules = d.rules.map(
    (r) =>
      ({
        section: r.section || null,
        type: asType(r.type),
        correct: numberOrText(r.correct),
        wrong: numberOrText(r.wrong),
        ...(r.partialPerOption !== undefined ? { partialPerOption: r.partialPerOption } : {}),
      }) as MarkingRule,
  );
  const markingScheme = schemeFromRules({ correct, wrong } as { correct: number; wrong: number }, rules);
  return { sections, markingScheme, markingCorrect: correct ?? null, markingWrong: wrong ?? null };
}

/** Rules without the whole paper's marks have nothing to stand on. */
export const rulesLackBase = (d: PaperDraft) =>
  d.rules.length > 0 && (d.markingCorrect.trim() === "" || d.markingWrong.trim() === "");
