/**
 * Markdown pipe tables ("| Year | Sales |", "|---|---:|", "| 2024 | 120 |") read out of a text,
 * so a table typed as plain text can be shown as a real <table>. Only what tables need: rows of
 * cells split at unescaped pipes (write \| for a pipe inside a cell), an optional delimiter row
 * that sets each column's alignment, and the first row as the header.
 */

export type ColumnAlign = "left" | "center" | "right" | null;
export type PipeTable = { header: string[]; align: ColumnAlign[]; rows: string[][] };
export type TextBlock = { kind: "text"; text: string } | { kind: "table"; table: PipeTable };

const DELIMITER_CELL = /^:?-+:?$/;

/** Whether a line holds a pipe that is not escaped */
const hasPipe = (line: string) => /(^|[^\\])\|/.test(line);

/** A row's cells: the outer pipes dropped, split at unescaped pipes, "\|" read as a pipe, trimmed. */
export function splitRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith("|")) row = row.slice(1);
  if (row.endsWith("|") && !row.endsWith("\\|")) row = row.slice(0, -1);
  const cells: string[] = [];
  let cell = "";
  for (let i = 0; i < row.length; i++) {
    const char = row[i];
    if (char === "\\" && row[i + 1] === "|") {
      cell += "|";
      i++;
    } else if (char === "|") {
      cells.push(cell.trim());
      cell = "";
    } else {
      cell += char;
    }
  }
  cells.push(cell.trim());
  return cells;
}

function alignOf(cell: string): ColumnAlign {
  const left = cell.startsWith(":");
  const right = cell.endsWith(":");
  if (left && right) return "center";
  if (right) return "right";
  if (left) return "left";
  return null;
}

const isDelimiterRow = (cells: string[]) => cells.length > 0 && cells.every((c) => DELIMITER_CELL.test(c));

/** Rows of pipe-separated lines as a table: the first row is the header; a delimiter row sets alignment. */
export function tableOf(lines: string[]): PipeTable {
  const rows = lines.map(splitRow);
  const header = rows[0] ?? [];
  const delimiter = rows[1] && isDelimiterRow(rows[1]) ? rows[1] : null;
  const body = rows.slice(delimiter ? 2 : 1).filter((r) => !isDelimiterRow(r));
  const width = header.length;
  const fit = (cells: string[]) =>
    Array.from({ length: width }, (_, i) => (i < width - 1 ? (cells[i] ?? "") : cells.slice(i).join(" | ")));
  return {
    header,
    align: Array.from({ length: width }, (_, i) => (delimiter?.[i] ? alignOf(delimiter[i]) : null)),
    rows: body.map(fit),
  };
}

/**
 * A text as blocks of prose and tables, in order. Two or more consecutive lines holding a pipe are
 * a table; everything else is prose (a lone line with a pipe stays prose).
 */
export function parseTextBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const prose: string[] = [];
  const flushProse = () => {
    const joined = prose.join("\n").trim();
    if (joined) blocks.push({ kind: "text", text: joined });
    prose.length = 0;
  };
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; ) {
    let end = i;
    while (end < lines.length && hasPipe(lines[end] ?? "")) end++;
    if (end - i >= 2) {
      flushProse();
      blocks.push({ kind: "table", table: tableOf(lines.slice(i, end)) });
      i = end;
    } else {
      prose.push(lines[i] ?? "");
      i++;
    }
  }
  flushProse();
  return blocks;
}
