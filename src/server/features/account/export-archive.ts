import { stringify } from "csv-stringify/sync";
import JSZip from "jszip";
import { EXPORT_JSON_FILE } from "~/shared/contract/account";
import { csvCell, type TableRows } from "./account-data";

/** Column names of a table's rows: those of its first row (an empty table has a header-less file). */
const columnsOf = (rows: Record<string, unknown>[]) => Object.keys(rows[0] ?? {});

/**
 * The archive a learner downloads: `abhyas-data.json` with everything, and one CSV per table
 * (`<table>.csv`, a header row then a row per record) for a spreadsheet.
 */
export async function buildExportArchive(tables: TableRows[], exportedAt: Date): Promise<Buffer> {
  const zip = new JSZip();
  const json = {
    exportedAt: exportedAt.toISOString(),
    about:
      "Everything Abhyas holds about you. Times are UTC (ISO 8601); marks and points as scored; each table is also a CSV file beside this one.",
    tables: Object.fromEntries(tables.map((t) => [t.name, t.rows])),
  };
  zip.file(EXPORT_JSON_FILE, JSON.stringify(json, null, 2), { date: exportedAt });
  for (const { name, rows } of tables) {
    const columns = columnsOf(rows);
    const csv = stringify(
      rows.map((row) => columns.map((c) => csvCell(row[c]))),
      { header: columns.length > 0, columns },
    );
    zip.file(`${name}.csv`, csv, { date: exportedAt });
  }
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}
