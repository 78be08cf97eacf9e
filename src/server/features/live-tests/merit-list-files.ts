import { stringify } from "csv-stringify/sync";
import ExcelJS from "exceljs";
import { istDay } from "~/domain/ist";
import type { FinishedBy, MeritListFormat, MeritRow } from "~/shared/contract/live-tests";
import type { FullMeritList } from "./merit-list";

const FINISHED_BY_WORDS: Record<FinishedBy, string> = {
  learner: "Submitted by the candidate",
  server: "Finished by the server at the deadline",
};

/** "1:02:05", "42:07": seconds as a duration; blank when unknown. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return "";
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** "jee-main-mock-3-merit-list-2026-11-24.csv": the test's title and the IST day its window ended. */
export function meritListFileName(
  list: Pick<FullMeritList, "title" | "endsAt">,
  format: MeritListFormat,
): string {
  const slug =
    list.title
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "live-test";
  return `${slug}-merit-list-${istDay(list.endsAt)}.${format}`;
}

function header(list: FullMeritList): string[] {
  return [
    "Rank",
    "Name",
    "Email",
    "Marks",
    ...list.sectionNames.map((name) => `${name} marks`),
    "NTA percentile",
    "Time taken",
    "Finished by",
  ];
}

/** A row's cells; marks and percentiles stay numbers with their decimals. */
function cells(row: MeritRow): (string | number)[] {
  return [
    row.rank,
    row.name,
    row.email,
    row.marks,
    ...row.sections.map((s) => s.marks),
    row.percentile,
    durationText(row.timeTakenSeconds),
    FINISHED_BY_WORDS[row.finishedBy],
  ];
}

/** The merit list as CSV (RFC 4180, a header row, UTF-8 with a byte-order mark for spreadsheet apps). */
export function meritListCsv(list: FullMeritList): Buffer {
  const text = stringify([header(list), ...list.rows.map(cells)], { bom: true, record_delimiter: "windows" });
  return Buffer.from(text, "utf8");
}

/** The merit list as an Excel workbook: one sheet, a bold frozen header row, marks as numbers. */
export async function meritListXlsx(list: FullMeritList): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Abhyas";
  const sheet = workbook.addWorksheet("Merit list", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.addRow(header(list)).font = { bold: true };
  for (const row of list.rows) sheet.addRow(cells(row));
  sheet.columns.forEach((column, i) => {
    column.width = i === 1 || i === 2 ? 28 : i >= header(list).length - 1 ? 36 : 14;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
