import type { AnswerValue } from "@shared/contract/attempts";
import type { PaletteStatus } from "../hall/exam-hall";

/**
 * Pure rules of NTA's computer-based test (docs/interfaces.md, "NTA"): an option chosen is only a
 * selection on screen until a Save button records it; leaving the question any other way (the
 * palette, Back, Next, a subject tab) drops the selection and keeps what was saved before.
 */

/** What the learner has chosen on screen but not saved yet; `null` is an emptied choice. */
export type Pending = { questionId: number; value: AnswerValue | null } | null;

export type NtaAction =
  /** Save & Next: record the selection, unmark, go on */
  | "save_next"
  /** Save & Mark for Review: record the selection, mark it, go on */
  | "save_mark"
  /** Mark for Review & Next: as NTA's instructions word it, save the answer, mark it, go on */
  | "mark_next"
  /** Clear Response: deselect, and the question has no response any more */
  | "clear"
  /** the palette, Back, Next or a subject tab: go elsewhere without saving */
  | "leave";

/** What an action does to the saved sheet: `answer` undefined keeps the saved one, null removes it. */
export type NtaOutcome = {
  answer: AnswerValue | null | undefined;
  marked: boolean | undefined;
  moves: boolean;
};

export function ntaOutcome(action: NtaAction, pendingValue: AnswerValue | null | undefined): NtaOutcome {
  switch (action) {
    case "save_next":
      return { answer: pendingValue, marked: false, moves: true };
    case "save_mark":
    case "mark_next":
      return { answer: pendingValue, marked: true, moves: true };
    case "clear":
      return { answer: null, marked: undefined, moves: false };
    case "leave":
      return { answer: undefined, marked: undefined, moves: true };
  }
}

/** The selection of that question, if the pending one is its own. */
export function pendingFor(pending: Pending, questionId: number): AnswerValue | null | undefined {
  return pending && pending.questionId === questionId ? pending.value : undefined;
}

/** What the question shows: the selection on screen, else the saved answer. */
export function shownAnswer(
  saved: AnswerValue | undefined,
  pending: Pending,
  questionId: number,
): AnswerValue | undefined {
  const value = pendingFor(pending, questionId);
  if (value === undefined) return saved;
  return value ?? undefined;
}

/**
 * The legend in NTA's order; its words, as NTA's instructions give them, are the hall catalogue's
 * `nta_<status>` (the name) and `ntaMean_<status>` (what it means).
 */
export const NTA_LEGEND: readonly PaletteStatus[] = [
  "not_visited",
  "not_answered",
  "answered",
  "marked",
  "answered_marked",
];

type Sheet = { answers: Readonly<Record<string, AnswerValue>>; marked: ReadonlySet<number> };

/** The sheet after an action on that question (the hook does the same through the answer sheet). */
export function applyOutcome(sheet: Sheet, questionId: number, outcome: NtaOutcome): Sheet {
  const key = String(questionId);
  let answers = sheet.answers;
  if (outcome.answer === null) {
    const { [key]: _removed, ...rest } = sheet.answers;
    answers = rest;
  } else if (outcome.answer !== undefined) {
    answers = { ...sheet.answers, [key]: outcome.answer };
  }
  let marked = sheet.marked;
  if (outcome.marked !== undefined && outcome.marked !== sheet.marked.has(questionId)) {
    const next = new Set(sheet.marked);
    if (outcome.marked) next.add(questionId);
    else next.delete(questionId);
    marked = next;
  }
  return { answers, marked };
}
