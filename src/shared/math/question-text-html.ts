import type { QuestionStructure } from "../contract/question-structure";
import { STRUCTURE_LABELS, type StructureLanguage } from "../question-structure";
import { type QuestionTable, questionTableOf } from "../question-table";
import { mathHtml } from "./math-html";

/**
 * A question's lists as a table: column headers, cells that wrap, and a box of its own that
 * scrolls sideways if a formula is wider than a phone, so the page never does. No line breaks in
 * the markup: the question is shown with `white-space: pre-line`.
 */
function tableHtml(table: QuestionTable): string {
  const cell = "border border-slate-300 px-2 py-1.5 text-left align-top break-words";
  const header = table.header.map(
    (h) => `<th scope="col" class="${cell} bg-slate-100 font-semibold">${mathHtml(h)}</th>`,
  );
  const rows = table.rows.map(
    (row) => `<tr>${row.map((c) => `<td class="${cell}">${mathHtml(c)}</td>`).join("")}</tr>`,
  );
  return (
    '<span class="my-3 block max-w-full overflow-x-auto" data-question-table="">' +
    '<table class="w-full border-collapse text-[0.95em] font-normal leading-snug">' +
    `<thead><tr>${header.join("")}</tr></thead><tbody>${rows.join("")}</tbody></table></span>`
  );
}

const block = (html: string) => `<span class="my-2 block">${html}</span>`;
const optionalBlock = (part: string | undefined) => (part === undefined ? "" : block(mathHtml(part)));

/**
 * A structured question's parts as the page shows them, in the language they are written in:
 * each part a block of its own, the assertion and reason under their labels, statements as a
 * list under their marks, lists to match and tables as a real table.
 */
function structureHtml(structure: QuestionStructure, language: StructureLanguage): string {
  switch (structure.kind) {
    case "assertion-reason": {
      const labels = STRUCTURE_LABELS[language];
      const labelled = (label: string, part: string) =>
        block(`<span class="font-semibold">${mathHtml(label)}</span> ${mathHtml(part)}`);
      return (
        optionalBlock(structure.lead) +
        labelled(labels.assertion, structure.assertion) +
        labelled(labels.reason, structure.reason) +
        optionalBlock(structure.question)
      );
    }
    case "statements": {
      const items = structure.statements.map(
        (s) =>
          `<span class="flex gap-2" data-statement=""><span class="shrink-0">${mathHtml(s.label)}.</span><span>${mathHtml(s.text)}</span></span>`,
      );
      return (
        block(mathHtml(structure.lead)) +
        `<span class="my-2 block space-y-1" data-statements="">${items.join("")}</span>` +
        block(mathHtml(structure.question))
      );
    }
    case "match-list": {
      const cell = (e: { code: string; text: string } | undefined) => (e ? `(${e.code}) ${e.text}` : "");
      const length = Math.max(structure.listI.items.length, structure.listII.items.length);
      const table = {
        header: [structure.listI.title, structure.listII.title],
        rows: Array.from({ length }, (_, i) => [
          cell(structure.listI.items[i]),
          cell(structure.listII.items[i]),
        ]),
      };
      return block(mathHtml(structure.lead)) + tableHtml(table) + optionalBlock(structure.question);
    }
    case "table":
      return (
        optionalBlock(structure.lead) +
        tableHtml({ header: structure.header, rows: structure.rows }) +
        optionalBlock(structure.question)
      );
  }
}

/**
 * A question's text as HTML: its structure's parts when it has one (the one place a structured
 * question is laid out), else mathHtml's rendering, with the lists or pipe table the text holds
 * (question-table.ts) as a real table between the text before and after. A text without lists is
 * exactly mathHtml's.
 */
export function questionTextHtml(
  text: string,
  structure: QuestionStructure | null = null,
  language: StructureLanguage = "en",
): string {
  if (structure) return structureHtml(structure, language);
  const layout = questionTableOf(text);
  if (!layout) return mathHtml(text);
  return mathHtml(layout.lead) + tableHtml(layout.table) + mathHtml(layout.trailing);
}
