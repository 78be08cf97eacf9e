import { mathRanges } from "./math/split-math";

/**
 * The lists or table a question's text holds ("Match List-I with List-II"), read out of the text
 * so they can be shown as a real table, in either language. The bank writes them in three shapes
 * and an admin may type a fourth:
 * - rows of pipes: "List-I | List-II" then "(A) x | (I) y" on lines of their own (a Markdown pipe
 *   table, with or without outer pipes and a "|---|---|" row, is the same shape);
 * - labelled lists in paragraphs of their own: "List-I: (A) x (B) y ..." and "List-II: (I) ...";
 * - labelled lists in one sentence: "List-I: (A) x; (B) y. List-II: (I) p; (II) q. Choose ...".
 * Items are marked (A), (B)... or (P), (Q)... and (I), (II)... or (1), (2)...; the marks stay in
 * the cells, since the options name them. A pipe, bracket or full stop inside `$math$` is part of
 * the formula, never of the layout. Text that holds none of these is not a table (null).
 */
export type QuestionTable = { header: string[]; rows: string[][] };
export type TextWithTable = { lead: string; table: QuestionTable; trailing: string };

/**
 * The text with its math blanked out (line breaks kept), same length, so positions and lines found
 * in it hold in the text.
 */
function withoutMath(text: string): string {
  let masked = "";
  let from = 0;
  for (const [start, end] of mathRanges(text)) {
    masked += text.slice(from, start) + text.slice(start, end).replace(/[^\n]/g, "\u0000");
    from = end;
  }
  return masked + text.slice(from);
}

// ---- rows of pipes ----

const DELIMITER_CELL = /^:?-+:?$/;

/** Where the pipes that separate cells are: not escaped, not inside math. */
function cellPipes(masked: string): number[] {
  const at: number[] = [];
  for (let i = 0; i < masked.length; i++) {
    if (masked[i] === "|" && masked[i - 1] !== "\\") at.push(i);
  }
  return at;
}

/** A row's cells: the outer pipes dropped, split at the separating pipes, "\|" outside math read as a pipe. */
function cellsOf(line: string, masked: string): string[] {
  const pipes = cellPipes(masked);
  const first = line.search(/\S/);
  const last = line.trimEnd().length - 1;
  const inner = pipes.filter((p) => p !== first && p !== last);
  const start = pipes.includes(first) ? first + 1 : 0;
  const end = pipes.includes(last) ? last : line.length;
  const bounds = [start - 1, ...inner, end];
  return bounds.slice(1).map((to, i) => {
    const from = (bounds[i] ?? 0) + 1;
    const cellMasked = masked.slice(from, to);
    let cell = "";
    for (let j = from; j < to; j++) {
      // the backslash of an escaped pipe outside math ("a \| b" is "a | b")
      const escapesPipe = line[j] === "\\" && cellMasked[j - from + 1] === "|";
      if (!escapesPipe) cell += line[j];
    }
    return cell.trim();
  });
}

function pipeTableOf(text: string, masked: string): TextWithTable | null {
  const lines = text.split("\n");
  const maskedLines = masked.split("\n");
  const offsets: number[] = [];
  let offset = 0;
  for (const line of lines) {
    offsets.push(offset);
    offset += line.length + 1;
  }
  const hasPipe = (i: number) => cellPipes(maskedLines[i] ?? "").length > 0;
  for (let i = 0; i < lines.length; i++) {
    let end = i;
    while (end < lines.length && hasPipe(end)) end++;
    if (end - i < 2) continue;
    const rows = lines
      .slice(i, end)
      .map((line, k) => cellsOf(line, maskedLines[i + k] ?? ""))
      .filter((cells) => !cells.every((cell) => DELIMITER_CELL.test(cell)));
    const [header = [], ...body] = rows;
    const width = header.length;
    if (width < 2 || body.length === 0) return null;
    const fit = (cells: string[]) =>
      Array.from({ length: width }, (_, c) =>
        c < width - 1 ? (cells[c] ?? "") : cells.slice(c).join(" | "),
      );
    return {
      lead: text.slice(0, offsets[i]).trim(),
      table: { header, rows: body.map(fit) },
      trailing: text.slice(offsets[end] ?? text.length).trim(),
    };
  }
  return null;
}

// ---- labelled lists ----

const ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"];
const lettersFrom = (first: string) =>
  Array.from({ length: 8 }, (_, i) => String.fromCharCode(first.charCodeAt(0) + i));
/** The marks a list may number its items with, each sequence known by its first mark. */
const MARK_SEQUENCES: string[][] = [
  lettersFrom("A"),
  lettersFrom("P"),
  lettersFrom("a"),
  lettersFrom("p"),
  ROMAN,
  ROMAN.map((r) => r.toLowerCase()),
  Array.from({ length: 10 }, (_, i) => String(i + 1)),
];

/** "List-I:" / "सूची-I:" (also "List I :"); the label as written is group 1. */
const LIST_I_LABEL = /((?:List|सूची)\s*[-–]?\s*I)\s*:/;
const LIST_II_LABEL = /((?:List|सूची)\s*[-–]?\s*II)\s*:/;

/** Where mark `(m)` opens an item at or after `from`: after a space, a ";" or the segment's start. */
function markAt(masked: string, mark: string, from: number): number {
  let at = masked.indexOf(`(${mark})`, from);
  while (at >= 0) {
    if (at === 0 || /[\s;,]/.test(masked[at - 1] ?? "")) return at;
    at = masked.indexOf(`(${mark})`, at + 1);
  }
  return -1;
}

/** What ends an item: trailing separators and full stops (kept inside math, which is masked). */
const cleanItem = (item: string) => item.replace(/[\s;,.।]+$/u, "").trim();

type Items = { cells: string[]; end: number };

/**
 * The items of one list in `masked[from, to)`: the first mark picks the sequence, each following
 * mark in order closes the item before it. The last item of the last list ends at a line break or
 * a sentence's end ("3. Choose the correct answer."), `to` otherwise.
 */
function itemsOf(text: string, masked: string, from: number, to: number, isLast: boolean): Items | null {
  const firstMark = /^\s*\(([A-Za-z]+|\d+)\)/.exec(masked.slice(from, to));
  const sequence = firstMark && MARK_SEQUENCES.find((s) => s[0] === firstMark[1]);
  if (!sequence) return null;
  const starts: number[] = [from + masked.slice(from).indexOf("(")];
  for (const mark of sequence.slice(1)) {
    const at = markAt(masked.slice(0, to), mark, starts[starts.length - 1] ?? from);
    if (at < 0) break;
    starts.push(at);
  }
  let end = to;
  if (isLast) {
    const lastStart = starts[starts.length - 1] ?? from;
    const stop = /\n|[.।](?=\s)/u.exec(masked.slice(lastStart, to));
    if (stop) end = lastStart + stop.index + (stop[0] === "\n" ? 0 : 1);
  }
  const cells = starts.map((start, k) => {
    const next = starts[k + 1] ?? end;
    const mark = sequence[k] ?? "";
    const item = cleanItem(text.slice(start + mark.length + 2, next));
    return `(${mark}) ${item}`;
  });
  return { cells, end };
}

function labelledListsOf(text: string, masked: string): TextWithTable | null {
  const first = LIST_I_LABEL.exec(masked);
  if (!first) return null;
  const afterFirst = first.index + first[0].length;
  const secondMatch = LIST_II_LABEL.exec(masked.slice(afterFirst));
  if (!secondMatch) return null;
  const second = {
    index: afterFirst + secondMatch.index,
    length: secondMatch[0].length,
    label: secondMatch[1],
  };
  const listI = itemsOf(text, masked, afterFirst, second.index, false);
  const listII = itemsOf(text, masked, second.index + second.length, text.length, true);
  if (!listI || !listII || listI.cells.length < 2 || listII.cells.length < 2) return null;
  const length = Math.max(listI.cells.length, listII.cells.length);
  return {
    lead: text.slice(0, first.index).trim(),
    table: {
      header: [first[1] ?? "", second.label ?? ""],
      rows: Array.from({ length }, (_, i) => [listI.cells[i] ?? "", listII.cells[i] ?? ""]),
    },
    trailing: text.slice(listII.end).trim(),
  };
}

/** The question's lead text, its lists or table, and the text after; null when it holds none. */
export function questionTableOf(text: string): TextWithTable | null {
  const normalised = text.replace(/\r\n?/g, "\n");
  const masked = withoutMath(normalised);
  return pipeTableOf(normalised, masked) ?? labelledListsOf(normalised, masked);
}
