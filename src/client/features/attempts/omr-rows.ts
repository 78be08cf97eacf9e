import type { AnswerSheet, AnswerValue } from "@shared/contract/attempts";

/**
 * Pure rules of the OMR view (NEET, UPSC prelims): the sheet's sections and blocks of rows, what
 * a tap on a bubble does, and the counts shown before handing the sheet in. The server keeps the
 * ink rule itself (src/domain/omr.ts): a filled bubble is final.
 */

/** Rows are printed in blocks of this many, as on a real answer sheet. */
export const OMR_BLOCK_SIZE = 10;

export type OmrSheetSection = { name: string | null; questionIds: number[] };

/** The sheet's sections in paper order (one unnamed section when the paper lists none). */
export function omrSections(
  questionIds: readonly number[],
  sections: readonly { name: string; questionIds: readonly number[] }[] | null,
): OmrSheetSection[] {
  if (!sections || sections.length === 0) return [{ name: null, questionIds: [...questionIds] }];
  return sections.map((s) => ({ name: s.name, questionIds: [...s.questionIds] }));
}

export function blocksOf<T>(items: readonly T[], size = OMR_BLOCK_SIZE): T[][] {
  const blocks: T[][] = [];
  for (let i = 0; i < items.length; i += size) blocks.push(items.slice(i, i + size));
  return blocks;
}

/** The option a filled row shows darkened (a multiple-correct answer shows its first option). */
export function filledOption(answer: AnswerValue | undefined): number | undefined {
  if (answer === undefined) return undefined;
  return typeof answer === "number" ? answer : answer[0];
}

/** A light pencil mark on one bubble: chosen, not yet filled in ink. At most one on the sheet. */
export type Pencil = { questionId: number; option: number } | null;

export type BubbleState = "empty" | "pencilled" | "inked" | "locked";

export function bubbleState(
  answer: AnswerValue | undefined,
  pencil: Pencil,
  questionId: number,
  option: number,
): BubbleState {
  if (answer !== undefined) {
    const filled = typeof answer === "number" ? answer === option : answer.includes(option);
    return filled ? "inked" : "locked";
  }
  return pencil?.questionId === questionId && pencil.option === option ? "pencilled" : "empty";
}

/**
 * A tap on a bubble. A filled row takes nothing. On an empty row the first tap pencils the bubble
 * (moving any other pencil mark there); a second tap on the pencilled bubble fills it in ink, the
 * answer that is saved and can no longer change.
 */
export function tapBubble(
  pencil: Pencil,
  tapped: { questionId: number; option: number; isFilled: boolean },
): { pencil: Pencil; ink: number | null } {
  if (tapped.isFilled) return { pencil, ink: null };
  if (pencil?.questionId === tapped.questionId && pencil.option === tapped.option) {
    return { pencil: null, ink: tapped.option };
  }
  return { pencil: { questionId: tapped.questionId, option: tapped.option }, ink: null };
}

export type HandInCounts = { name: string; filled: number; blank: number; total: number };

/** Filled and blank rows per section and over the sheet, for the hand-in confirmation. */
export function handInCounts(
  sections: readonly OmrSheetSection[],
  answers: Readonly<AnswerSheet>,
): { sections: HandInCounts[]; overall: HandInCounts } {
  const count = (name: string, ids: readonly number[]) => {
    const filled = ids.filter((id) => answers[String(id)] !== undefined).length;
    return { name, filled, blank: ids.length - filled, total: ids.length };
  };
  const rows = sections.filter((s) => s.name !== null).map((s) => count(s.name ?? "", s.questionIds));
  return {
    sections: rows,
    overall: count(
      "Total",
      sections.flatMap((s) => s.questionIds),
    ),
  };
}
