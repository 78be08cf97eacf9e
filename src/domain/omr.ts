/**
 * The OMR answer sheet of NEET and UPSC prelims (docs/interfaces.md): a bubble darkened with a
 * ballpoint pen is final. NTA's NEET bulletin: "no change in answer once marked is allowed"; UPSC
 * encodes answers in black ballpoint on a machine-read sheet. So, on an attempt in the OMR
 * interface, a saved answer can be neither changed nor removed; an empty row can still be filled.
 */

import type { AnswerValue } from "./marking";

export type OmrSheetChange = {
  /** the sheet to store: every saved answer as it was, plus the incoming answers to empty rows */
  sheet: Record<string, AnswerValue>;
  /** questions whose saved answer the incoming sheet changes or leaves out (ascending ids) */
  refused: number[];
};

function sameAnswer(a: AnswerValue, b: AnswerValue | undefined): boolean {
  if (b === undefined) return false;
  if (typeof a === "number" || typeof b === "number") return a === b;
  if (a.length !== b.length) return false;
  const sorted = [...b].sort((x, y) => x - y);
  return [...a].sort((x, y) => x - y).every((value, i) => value === sorted[i]);
}

/**
 * Applies an incoming sheet (a save's or a submit's) to the saved one under the ink rule: saved
 * answers stand, new answers fill empty rows, and every change or removal of a saved answer is
 * reported as refused (a save refuses the whole request; a submit keeps the saved answer).
 */
export function omrSheetChange(
  saved: Readonly<Record<string, AnswerValue>>,
  incoming: Readonly<Record<string, AnswerValue>>,
): OmrSheetChange {
  const sheet: Record<string, AnswerValue> = { ...saved };
  const refused: number[] = [];
  for (const [key, value] of Object.entries(saved)) {
    if (!sameAnswer(value, incoming[key])) refused.push(Number(key));
  }
  for (const [key, value] of Object.entries(incoming)) {
    if (saved[key] === undefined) sheet[key] = value;
  }
  return { sheet, refused: refused.sort((a, b) => a - b) };
}
