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

/**
 * A question's text as HTML: mathHtml's rendering, with the lists or pipe table it holds
 * (question-table.ts) as a real table between the text before and after. A text without lists is
 * exactly mathHtml's.
 */
export function questionTextHtml(text: string): string {
  const layout = questionTableOf(text);
  if (!layout) return mathHtml(text);
  return mathHtml(layout.lead) + tableHtml(layout.table) + mathHtml(layout.trailing);
}
