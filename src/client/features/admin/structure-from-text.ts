import type { QuestionStructure, StructureKind } from "@shared/contract/question-structure";
import { STRUCTURE_LABELS, type StructureLanguage } from "@shared/question-structure";

/** The lines before a block, the block, the lines after it, as the flattened texts lay them out. */
type Split = { lead?: string; block: string[]; question?: string };

const text = (lines: string[]) => (lines.join("\n").trim() ? lines.join("\n").trim() : undefined);

/** The first run of at least two lines that `isBlockLine` accepts, with what stands before and after. */
function splitAround(source: string, isBlockLine: (line: string) => boolean): Split | undefined {
  const lines = source.split("\n");
  const start = lines.findIndex(isBlockLine);
  if (start < 0) return undefined;
  let end = start;
  while (end < lines.length && isBlockLine(lines[end] as string)) end++;
  if (end - start < 2) return undefined;
  return {
    lead: text(lines.slice(0, start)),
    block: lines.slice(start, end),
    question: text(lines.slice(end)),
  };
}

const NUMBERED = /^\s*(\d{1,2}|[A-Za-z]|[IVX]{1,4})[.)]\s+(.+)$/;
const PIPE = / \| /;
const CODED = /^\((\w{1,4})\)\s*(.*)$/;

function statements(source: string): QuestionStructure | undefined {
  const split = splitAround(source, (line) => NUMBERED.test(line));
  if (!split?.lead || !split.question) return undefined;
  return {
    kind: "statements",
    lead: split.lead,
    statements: split.block.map((line) => {
      const [, label = "", body = ""] = line.match(NUMBERED) ?? [];
      return { label, text: body.trim() };
    }),
    question: split.question,
    layout: "lines",
  };
}

function assertionReason(source: string, language: StructureLanguage): QuestionStructure | undefined {
  const labels = STRUCTURE_LABELS[language];
  const lines = source.split("\n").map((line) => line.trim());
  const a = lines.findIndex((line) => line.startsWith(labels.assertion));
  const r = lines.findIndex((line) => line.startsWith(labels.reason));
  if (a < 0 || r !== a + 1) return undefined;
  const lead = text(lines.slice(0, a));
  const question = text(lines.slice(r + 1));
  return {
    kind: "assertion-reason",
    ...(lead ? { lead } : {}),
    assertion: (lines[a] as string).slice(labels.assertion.length).trim(),
    reason: (lines[r] as string).slice(labels.reason.length).trim(),
    ...(question ? { question } : {}),
    layout: "lines",
  };
}

const cells = (line: string) => line.split(PIPE).map((cell) => cell.trim());

function table(source: string): QuestionStructure | undefined {
  const split = splitAround(source.replace(/\n\n/g, "\n"), (line) => PIPE.test(line));
  if (!split) return undefined;
  const [header = [], ...rows] = split.block.map(cells);
  if (rows.some((row) => row.length !== header.length)) return undefined;
  return {
    kind: "table",
    ...(split.lead ? { lead: split.lead } : {}),
    header,
    rows,
    ...(split.question ? { question: split.question } : {}),
  };
}

function matchList(source: string): QuestionStructure | undefined {
  const grid = table(source);
  if (grid?.kind !== "table" || grid.header.length !== 2) return undefined;
  const column = (i: 0 | 1) =>
    grid.rows.flatMap((row) => {
      const match = (row[i] ?? "").match(CODED);
      return match ? [{ code: match[1] as string, text: (match[2] as string).trim() }] : [];
    });
  const [left, right] = [column(0), column(1)];
  if (left.length < 2 || right.length < 2 || !grid.lead) return undefined;
  return {
    kind: "match-list",
    lead: grid.lead,
    listI: { title: grid.header[0] as string, items: left },
    listII: { title: grid.header[1] as string, items: right },
    ...(grid.question ? { question: grid.question } : {}),
  };
}

/**
 * The parts of a layout read back from a plain text written the way the bank flattens that layout
 * ("1. ..." lines between a lead and a question; "Assertion (A): ..." and "Reason (R): ..."; pipe
 * rows, "(A) ..." entries for lists to match): an admin who switches an old prose question to a
 * layout keeps its wording. Undefined when the text is not laid out that way.
 */
export function structureFromText(
  kind: StructureKind,
  source: string,
  language: StructureLanguage,
): QuestionStructure | undefined {
  switch (kind) {
    case "statements":
      return statements(source);
    case "assertion-reason":
      return assertionReason(source, language);
    case "match-list":
      return matchList(source);
    case "table":
      return table(source);
  }
}
