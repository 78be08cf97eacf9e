import { CsvError, parse } from "csv-parse/sync";
import { CSV_MAX_CHARS, CSV_MAX_ROWS, type CsvIssue, type CsvRow } from "~/shared/contract/admin";
import type { Difficulty, QuestionType } from "~/shared/contract/common";
import { bidiControlIndex, hasUnstorableText } from "~/shared/contract/fields";
import { EXPECTED_HEADER, readHeader } from "./csv-header";
import { describeCsvError, formatCount, LineIndex, lineOfUnstorable } from "./csv-read-errors";
import { checkRow } from "./csv-row";

export { questionKey } from "./csv-row";

/**
 * Parsing and checking a question CSV, with no database: the upload route previews this result
 * (dry run) or writes it (import-questions.ts) only when it has no errors.
 *
 * The file: a header row first, then one question per row. Columns (names case-insensitive, spaces,
 * dashes and underscores ignored, any order): question, option1-option4, correctAnswer (a-d),
 * and optionally explanation, subject, topic, difficulty, then the question types' columns: type
 * (single, multiple or numerical; blank = single), option5 (a fifth option: correctAnswer may then
 * be e), correctAnswers (multiple: letters such as "a;c"; correctAnswer may hold them instead),
 * numericMin and numericMax (numerical: the accepted range, max defaulting to min; a numerical
 * row leaves the options and correctAnswer blank); the Hindi version: questionHi, option1Hi-option5Hi
 * and explanationHi, all of the row's texts or none (csv-row-hindi.ts); stimulus (a shared passage,
 * table or figure by its id or slug: looked up by the importer, csv-stimuli.ts, since this file reads
 * no database), source (stored as the question's source note) and asOf (YYYY-MM-DD). Marks are no
 * column: they follow the paper's section and question type. The seed's seven columns import
 * unchanged. Quoted fields may hold commas, newlines and doubled quotes (""). A byte-order mark,
 * CRLF line ends and blank lines are fine.
 * Every problem names the physical line where its row starts (the header is line 1).
 */

/** A row ready to insert (only rows without errors get one). */
export type CsvQuestion = {
  line: number;
  question: string;
  type: QuestionType;
  /** 4 or 5 options; none for numerical */
  options: string[];
  /** single: the correct option; null for other types */
  correctIndex: number | null;
  correctAnswers: number[] | null;
  numericMin: number | null;
  numericMax: number | null;
  explanation: string;
  subject: string | null;
  topic: string | null;
  difficulty: Difficulty | null;
  /** the Hindi version: null, or the text with as many options as the English (none for numerical) */
  questionHi: string | null;
  optionsHi: string[] | null;
  explanationHi: string | null;
  /** the shared passage, table or figure named: its id or slug, looked up by the importer */
  stimulus: string | null;
  sourceNote: string | null;
  asOf: string | null;
  /** a picture's file in the .zip the CSV came in, and what it shows */
  image: string | null;
  imageAlt: string | null;
  /** trimmed, whitespace-collapsed, lower-case text: two questions with the same key are duplicates */
  key: string;
};

export type CsvParseResult = {
  /** every data row as read, for the preview */
  rows: CsvRow[];
  /** the rows that passed every check */
  questions: CsvQuestion[];
  errors: CsvIssue[];
  warnings: CsvIssue[];
  /** every stimulus named by a row that could be read, for the importer to look up */
  stimulusRefs: { line: number; ref: string }[];
};

/** The upload's limits; the bank import (src/server/bank-formats/csv.ts) checks its own larger ones first. */
export type CsvLimits = { maxChars: number; maxRows: number };

export function parseQuestionCsv(
  csvData: string,
  limits: CsvLimits = { maxChars: CSV_MAX_CHARS, maxRows: CSV_MAX_ROWS },
): CsvParseResult {
  const result: CsvParseResult = { rows: [], questions: [], errors: [], warnings: [], stimulusRefs: [] };
  if (csvData.length > limits.maxChars) {
    result.errors.push({
      line: null,
      message: `The file is larger than 1 MB (${formatCount(csvData.length)} characters). Split it into smaller files of at most ${formatCount(CSV_MAX_ROWS)} questions.`,
    });
    return result;
  }
  if (hasUnstorableText(csvData)) {
    result.errors.push({
      line: lineOfUnstorable(csvData),
      message:
        "The file contains characters that cannot be stored (a NUL byte or broken unicode). Save it as UTF-8 text.",
    });
    return result;
  }
  const bidi = bidiControlIndex(csvData);
  if (bidi !== -1) {
    result.errors.push({
      line: csvData.slice(0, bidi).split(/\r\n|\n|\r/).length,
      message:
        "The file contains bidirectional control characters (such as U+202E), which would show the text out of order. Remove them and upload again.",
    });
    return result;
  }

  const bytes = Buffer.from(csvData, "utf8");
  const lines = new LineIndex(bytes);
  const records: { cells: string[]; line: number }[] = [];
  // where the last complete record ended: the next record (or the broken one) starts there
  let recordStart = 0;
  try {
    parse(bytes, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (record: string[], context) => {
        // CRLF inside a quoted field reads as a plain line break
        records.push({
          cells: record.map((c) => c.replace(/\r\n?/g, "\n")),
          line: lines.lineOfRecordAt(recordStart),
        });
        recordStart = context.bytes;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    result.errors.push({ line: lines.lineOfRecordAt(recordStart), message: describeCsvError(error) });
    return result;
  }

  // Rows with nothing but blanks (spaces, or only commas as spreadsheets export) count as blank lines.
  const nonBlank = records.filter((r) => r.cells.some((c) => c.trim() !== ""));
  const [header, ...dataRows] = nonBlank;
  if (!header) {
    result.errors.push({
      line: null,
      message: `The file is empty. The first row must be the header: ${EXPECTED_HEADER}.`,
    });
    return result;
  }
  const columns = readHeader(header.cells, header.line, result.errors);
  if (!columns) return result;
  if (dataRows.length === 0) {
    result.errors.push({ line: null, message: "The file has a header row but no question rows." });
    return result;
  }
  if (dataRows.length > limits.maxRows) {
    result.errors.push({
      line: null,
      message: `The file has ${formatCount(dataRows.length)} question rows; at most ${formatCount(CSV_MAX_ROWS)} can be uploaded at once. Split it into smaller files.`,
    });
    return result;
  }

  // a spreadsheet may end the header with empty cells (extra commas); they are not columns
  let headerWidth = header.cells.length;
  while (headerWidth > 0 && header.cells[headerWidth - 1]?.trim() === "") headerWidth--;
  for (const { cells, line } of dataRows) {
    checkRow(cells, line, columns, headerWidth, result);
  }
  return result;
}
