/**
 * Pure rules of the TCS-style hall (SSC, Banking): where Save & Next goes from a section's last
 * question, and what a section tab says about its section.
 */
import { type PaletteCounts, paletteCounts, type paletteStatus, type SectionPhase } from "../hall/exam-hall";

type Section = { name: string; questionIds: readonly number[] };

/** Where Save & Next (or Mark for Review & Next) leads from a question. */
export type NextStep =
  /** the next question of its section, or the first question of the next open section */
  | { kind: "question"; questionId: number; sectionChanged: boolean }
  /** the last question of its section, and the next section has not opened yet (sectional timing) */
  | { kind: "wait"; sectionName: string }
  /** the last question of the paper's last section that can be opened */
  | { kind: "end" };

/**
 * TCS: "after clicking Save & Next on the last question of a section, you are taken to the first
 * question of the next section". Under sectional timing the sections run in order, so a section
 * not open yet cannot be entered: the learner stays and is told it opens when this one closes.
 * Closed sections on the way are skipped (they can be looked at from their tab, not answered).
 */
export function nextStep(input: {
  currentId: number;
  /** the questions in the attempt's order */
  order: readonly number[];
  sections: readonly Section[] | null;
  phaseOfSection: (sectionIndex: number) => SectionPhase;
}): NextStep {
  const { currentId, order, sections, phaseOfSection } = input;
  const at = sections ? sections.findIndex((s) => s.questionIds.includes(currentId)) : -1;
  if (!sections || at === -1) {
    const next = order[order.indexOf(currentId) + 1];
    return next === undefined
      ? { kind: "end" }
      : { kind: "question", questionId: next, sectionChanged: false };
  }
  const ids = sections[at]?.questionIds ?? [];
  const nextInSection = ids[ids.indexOf(currentId) + 1];
  if (nextInSection !== undefined)
    return { kind: "question", questionId: nextInSection, sectionChanged: false };
  for (let i = at + 1; i < sections.length; i++) {
    const section = sections[i];
    if (!section || section.questionIds.length === 0) continue;
    const phase = phaseOfSection(i);
    if (phase === "open") {
      return { kind: "question", questionId: section.questionIds[0] as number, sectionChanged: true };
    }
    if (phase === "upcoming") return { kind: "wait", sectionName: section.name };
  }
  return { kind: "end" };
}

export type SectionTabCounts = {
  counts: PaletteCounts;
  total: number;
  /** answered, with or without a mark for review: what will be evaluated */
  answered: number;
};

/** The five palette counts of each section, for its tab (each question in exactly one state). */
export function sectionTabCounts(
  sections: readonly Section[],
  state: Parameters<typeof paletteStatus>[1],
): SectionTabCounts[] {
  return sections.map((s) => {
    const counts = paletteCounts(s.questionIds, state);
    return { counts, total: s.questionIds.length, answered: counts.answered + counts.answered_marked };
  });
}
