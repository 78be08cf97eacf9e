import { stringify } from "csv-stringify/sync";
import ExcelJS from "exceljs";
import { istDay } from "~/domain/ist";
import type { FinishedBy, MeritListFormat } from "~/shared/contract/live-tests";

/**
 * Merit lists as files, for a live test (product.md section 13) and an institute's assignment
 * (section 16): one writer, so both download the same columns the same way. Marks and percentiles
 * stay numbers with their decimals; a submit time is a date in the workbook and ISO 8601 in the CSV.
 */

/** One candidate's line of a merit list, whichever list it is. */
export type MeritSheetRow = {
  rank: number;
  name: string;
  email: string;
  marks: number;
  sections: { name: string; marks: number }[];
  /** a live test's NTA percentile; absent where the list has none */
  percentile?: number;
  timeTakenSeconds: number | null;
  /** an assignment's submit time; absent where the list has none */
  submittedAt?: Date;
  finishedBy: FinishedBy;
};

export type MeritSheet = {
  title: string;
  /** the window's end: the file is named by its IST day */
  endsAt: Date;
  sectionNames: string[];
  /** which optional columns the list has */
  columns: { percentile: boolean; submittedAt: boolean };
  /** "candidate" (a live test) or "learner" (an institute's assignment), in "Submitted by the ..." */
  takerWord: "candidate" | "learner";
  rows: MeritSheetRow[];
};

const finishedByWords = (takerWord: MeritSheet["takerWord"]): Record<FinishedBy, string> => ({
  learner: `Submitted by the ${takerWord}`,
  server: "Finished by the server at the deadline",
});

/** "1:02:05", "42:07": seconds as a duration; blank when unknown. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return "";
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** "jee-main-mock-3-merit-list-2026-11-24.csv": the title and the IST day its window ended. */
export function meritListFileName(
  list: Pick<MeritSheet, "title" | "endsAt">,
  format: MeritListFormat,
): string {
  const slug =
    list.title
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "merit";
  return `${slug}-merit-list-${istDay(list.endsAt)}.${format}`;
}

function header(list: MeritSheet): string[] {
  return [
    "Rank",
    "Name",
    "Email",
    "Marks",
    ...list.sectionNames.map((name) => `${name} marks`),
    ...(list.columns.percentile ? ["NTA percentile"] : []),
    "Time taken",
    ...(list.columns.submittedAt ? ["Submitted at"] : []),
    "Finished by",
  ];
}

/** A row's cells; marks and percentiles stay numbers, a submit time stays a Date (the CSV writes it as ISO). */
function cells(list: MeritSheet, row: MeritSheetRow): (string | number | Date)[] {
  return [
    row.rank,
    row.name,
    row.email,
    row.marks,
    ...row.sections.map((s) => s.marks),
    ...(list.columns.percentile ? [row.percentile ?? ""] : []),
    durationText(row.timeTakenSeconds),
    ...(list.columns.submittedAt ? [row.submittedAt ?? ""] : []),
    finishedByWords(list.takerWord)[row.finishedBy],
  ];
}

/** The merit list as CSV (RFC 4180, a header row, UTF-8 with a byte-order mark for spreadsheet apps). */
export function meritListCsv(list: MeritSheet): Buffer {
  const rows = list.rows.map((row) => cells(list, row).map((c) => (c instanceof Date ? c.toISOString() : c)));
  const text = stringify([header(list), ...rows], { bom: true, record_delimiter: "windows" });
  return Buffer.from(text, "utf8");
}

/** The merit list as an Excel workbook: one sheet, a bold frozen header row, marks as numbers, times as dates. */
export async function meritListXlsx(list: MeritSheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Abhyas";
  const sheet = workbook.addWorksheet("Merit list", { views: [{ state: "frozen", ySplit: 1 }] });
  const head = header(list);
  sheet.addRow(head).font = { bold: true };
  for (const row of list.rows) sheet.addRow(cells(list, row));
  sheet.columns.forEach((column, i) => {
    column.width = i === 1 || i === 2 ? 28 : i >= head.length - 1 ? 36 : 14;
    // a submit time reads as a date and time in the spreadsheet (stored as UTC, as Excel keeps no zone)
    if (head[i] === "Submitted at") column.numFmt = "yyyy-mm-dd hh:mm:ss";
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
