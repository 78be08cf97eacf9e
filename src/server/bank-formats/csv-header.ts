import {
  CSV_COLUMNS,
  CSV_OPTIONAL_COLUMNS,
  CSV_REQUIRED_COLUMNS,
  type CsvColumn,
  type CsvIssue,
} from "~/shared/contract/admin";

/** The question CSV's header row: which column sits where, or one problem naming what is wrong. */

export const EXPECTED_HEADER = `${CSV_REQUIRED_COLUMNS.join(", ")} (required) and ${CSV_OPTIONAL_COLUMNS.join(", ")} (optional)`;

const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "");

export function readHeader(cells: string[], line: number, errors: CsvIssue[]): Map<CsvColumn, number> | null {
  const columns = new Map<CsvColumn, number>();
  const unknown: string[] = [];
  const repeated: string[] = [];
  cells.forEach((cell, index) => {
    const column = CSV_COLUMNS.find((c) => headerKey(c) === headerKey(cell));
    if (!column) {
      // trailing empty header cells (a spreadsheet's extra commas) are harmless
      const isTrailingBlank = cells.slice(index).every((c) => c.trim() === "");
      if (!isTrailingBlank) unknown.push(cell.trim() || "(blank)");
    } else if (columns.has(column)) {
      repeated.push(column);
    } else {
      columns.set(column, index);
    }
  });
  const missing = CSV_REQUIRED_COLUMNS.filter((c) => !columns.has(c));
  if (missing.length === 0 && unknown.length === 0 && repeated.length === 0) return columns;
  const problems = [
    missing.length ? `missing ${missing.join(", ")}` : "",
    unknown.length ? `unknown ${unknown.map((u) => `"${u}"`).join(", ")}` : "",
    repeated.length ? `repeated ${repeated.join(", ")}` : "",
  ].filter(Boolean);
  errors.push({
    line,
    field: "header",
    message: `The header row is wrong (${problems.join("; ")}). The first row must name the columns ${EXPECTED_HEADER}.`,
  });
  return null;
}
