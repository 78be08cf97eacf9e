import { CsvError, parse } from "csv-parse/sync";
import { z } from "zod";
import type { CsvProblem } from "~/shared/contract/institutes";

const emailSchema = z.string().email();

export type EmailCsv = { emails: string[]; problems: CsvProblem[] };

/**
 * The emails of a CSV a teacher uploads: one email a line, or a sheet with a column headed "email"
 * (any case; other columns are ignored). Blank lines and repeats are skipped; every line whose
 * email is missing or not an email is a problem, named by its line in the file (1 is the first).
 */
export function parseEmailCsv(text: string): EmailCsv {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ""), {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    return { emails: [], problems: [{ line, message: "is not readable CSV (check the quotes)" }] };
  }
  const first = records[0]?.record ?? [];
  const headed = first.findIndex((cell) => cell.toLowerCase() === "email");
  const column = Math.max(headed, 0);
  const emails = new Set<string>();
  const problems: CsvProblem[] = [];
  for (const [index, { record, info }] of records.entries()) {
    if (index === 0 && headed >= 0) continue;
    if (record.every((cell) => cell === "")) continue;
    const value = (record[column] ?? "").toLowerCase();
    if (value === "") problems.push({ line: info.lines, message: "has no email" });
    else if (value.length > 254 || !emailSchema.safeParse(value).success)
      problems.push({ line: info.lines, message: `'${value.slice(0, 80)}' is not an email address` });
    else emails.add(value);
  }
  if (emails.size === 0 && problems.length === 0) problems.push({ line: 1, message: "names no email" });
  return { emails: [...emails], problems };
}
