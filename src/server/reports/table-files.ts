import { stringify } from "csv-stringify/sync";
import ExcelJS from "exceljs";
import { istDay } from "~/domain/ist";
import { MERIT_LIST_CONTENT_TYPES, type MeritListFormat } from "~/shared/contract/live-tests";

/**
 * A plain table as a file, for an institute's results beside the merit list (item statistics, each
 * learner's responses, a learner's history): numbers stay numbers, a Date is a date in the workbook
 * and ISO 8601 in the CSV, an empty cell is null.
 */
export type Cell = string | number | Date | null;
export type Table = {
  /** what the file is of ("jee mock 3 item statistics"): its name is this and the IST day */
  title: string;
  day: Date;
  sheetName: string;
  header: string[];
  rows: Cell[][];
};

export function tableFileName(table: Pick<Table, "title" | "day">, format: MeritListFormat): string {
  const slug =
    table.title
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 100) || "results";
  return `${slug}-${istDay(table.day)}.${format}`;
}

/** RFC 4180 with a header row, UTF-8 with a byte-order mark for spreadsheet apps. */
export function tableCsv(table: Table): Buffer {
  const rows = table.rows.map((row) =>
    row.map((c) => (c instanceof Date ? c.toISOString() : c === null ? "" : c)),
  );
  return Buffer.from(stringify([table.header, ...rows], { bom: true, record_delimiter: "windows" }), "utf8");
}

/** One sheet, a bold frozen header, dates shown as dates and times (UTC, as Excel keeps no zone). */
export async function tableXlsx(table: Table): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Abhyas";
  const sheet = workbook.addWorksheet(table.sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.addRow(table.header).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  sheet.columns.forEach((column, i) => {
    const texts = table.rows.map((r) => r[i]).filter((c) => typeof c === "string") as string[];
    const longest = Math.max((table.header[i] ?? "").length, ...texts.map((t) => t.length));
    column.width = Math.min(60, Math.max(10, longest + 2));
    if (table.rows.some((r) => r[i] instanceof Date)) {
      column.numFmt = "yyyy-mm-dd hh:mm:ss";
      column.width = 20;
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function tableFile(table: Table, format: MeritListFormat) {
  return {
    bytes: format === "csv" ? tableCsv(table) : await tableXlsx(table),
    contentType: MERIT_LIST_CONTENT_TYPES[format],
    fileName: tableFileName(table, format),
  };
}
