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

/**
 * Light pencil marks, one at most per row: question id (as a string, like the answer sheet's keys)
 * to the option pencilled. A pencil mark is not an answer: only ink is saved and scored.
 */
export type Pencils = Readonly<Record<string, number>>;

export type BubbleState = "empty" | "pencilled" | "inked" | "locked";

/** A bubble's state from its row's answer (ink) and its row's pencil mark. */
export function bubbleState(
  answer: AnswerValue | undefined,
  pencilled: number | undefined,
  option: number,
): BubbleState {
  if (answer !== undefined) {
    const filled = typeof answer === "number" ? answer === option : answer.includes(option);
    return filled ? "inked" : "locked";
  }
  return pencilled === option ? "pencilled" : "empty";
}

/**
 * A tap on a bubble. A filled row takes nothing. On an empty row the first tap pencils the bubble
 * (moving that row's pencil mark if it had one; other rows keep theirs); a second tap on the
 * pencilled bubble fills it in ink, the answer that is saved and can no longer change.
 */
export function tapBubble(
  pencils: Pencils,
  tapped: { questionId: number; option: number; isFilled: boolean },
): { pencils: Pencils; ink: number | null } {
  if (tapped.isFilled) return { pencils, ink: null };
  const key = String(tapped.questionId);
  if (pencils[key] === tapped.option) return { pencils: withoutPencil(pencils, key), ink: tapped.option };
  return { pencils: { ...pencils, [key]: tapped.option }, ink: null };
}

/** The sheet with one row's pencil mark rubbed out (the same sheet when that row has none). */
export function erasePencil(pencils: Pencils, questionId: number): Pencils {
  return withoutPencil(pencils, String(questionId));
}

function withoutPencil(pencils: Pencils, key: string): Pencils {
  if (pencils[key] === undefined) return pencils;
  const { [key]: _erased, ...rest } = pencils;
  return rest;
}

/**
 * The paper's rows pencilled but not filled in ink (their numbers, ascending): marks that will not
 * be scored. Pencil marks on filled rows or on questions not on the paper do not count.
 */
export function pencilledRows(
  pencils: Pencils,
  answers: Readonly<AnswerSheet>,
  positionOf: ReadonlyMap<number, number>,
): number[] {
  const numbers: number[] = [];
  for (const key of Object.keys(pencils)) {
    const position = positionOf.get(Number(key));
    if (position !== undefined && answers[key] === undefined) numbers.push(position + 1);
  }
  return numbers.sort((a, b) => a - b);
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
