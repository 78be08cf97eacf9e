import type { AnswerSheet } from "@shared/contract/attempts";
/** Pure rules of the exam-hall interface: palette statuses and sectional time windows. */

export type PaletteStatus = "not_visited" | "not_answered" | "answered" | "marked" | "answered_marked";

export function paletteStatus(
  questionId: number,
  state: {
    visited: ReadonlySet<number>;
    answers: Readonly<AnswerSheet>;
    marked: ReadonlySet<number>;
  },
): PaletteStatus {
  const isAnswered = state.answers[String(questionId)] !== undefined;
  const isMarked = state.marked.has(questionId);
  if (isAnswered && isMarked) return "answered_marked";
  if (isMarked) return "marked";
  if (isAnswered) return "answered";
  if (state.visited.has(questionId)) return "not_answered";
  return "not_visited";
}

export type PaletteCounts = Record<PaletteStatus, number>;

/** The five statuses in the order the palette's legend and the submit summary list them. */
export const PALETTE_ORDER: readonly PaletteStatus[] = [
  "answered",
  "not_answered",
  "not_visited",
  "marked",
  "answered_marked",
];

/** How many questions are in each status; every question is in exactly one, so they sum to the count. */
export function paletteCounts(
  questionIds: readonly number[],
  state: Parameters<typeof paletteStatus>[1],
): PaletteCounts {
  const counts: PaletteCounts = {
    not_visited: 0,
    not_answered: 0,
    answered: 0,
    marked: 0,
    answered_marked: 0,
  };
  for (const id of questionIds) counts[paletteStatus(id, state)] += 1;
  return counts;
}

export type SectionCounts = { name: string; counts: PaletteCounts; total: number };

/**
 * The pre-submit summary: the palette's counts per section (one "All questions" row without
 * sections) and over the whole test.
 */
export function sectionSummary(
  questionIds: readonly number[],
  sections: readonly { name: string; questionIds: readonly number[] }[] | null,
  state: Parameters<typeof paletteStatus>[1],
): { sections: SectionCounts[]; overall: SectionCounts } {
  const overall = { name: "Total", counts: paletteCounts(questionIds, state), total: questionIds.length };
  const rows = (sections ?? []).map((s) => ({
    name: s.name,
    counts: paletteCounts(s.questionIds, state),
    total: s.questionIds.length,
  }));
  return { sections: rows, overall };
}

// The windows are the server's rule too (it refuses answers outside them): one definition.
export {
  openSectionIndex,
  type SectionPhase,
  type SectionWindow,
  sectionPhase,
  sectionWindows,
} from "../../../../domain/sections";
