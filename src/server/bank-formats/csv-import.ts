import { CsvError, parse } from "csv-parse/sync";
import { MAX_MATH_NESTING, tooDeeplyNested } from "~/domain/math-nesting";
import {
  CSV_COLUMNS,
  CSV_MAX_CHARS,
  CSV_MAX_ROWS,
  CSV_OPTIONAL_COLUMNS,
  CSV_REQUIRED_COLUMNS,
  type CsvColumn,
  type CsvIssue,
  type CsvRow,
  isRealDate,
} from "~/shared/contract/admin";
import {
  DIFFICULTIES,
  type Difficulty,
  IST_DAY_PATTERN,
  QUESTION_TYPES,
  type QuestionType,
} from "~/shared/contract/common";
import { bidiControlIndex, hasUnstorableText, unstorableIndex } from "~/shared/contract/fields";
import { readCsvHindi } from "./csv-row-hindi";

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

const EXPECTED_HEADER = `${CSV_REQUIRED_COLUMNS.join(", ")} (required) and ${CSV_OPTIONAL_COLUMNS.join(", ")} (optional)`;
const LETTERS = ["a", "b", "c", "d", "e"] as const;
const OPTION_COLUMNS = ["option1", "option2", "option3", "option4", "option5"] as const;
const LIMITS = {
  question: 5000,
  option: 1000,
  explanation: 5000,
  subject: 120,
  topic: 120,
  stimulus: 200,
  source: 300,
} as const;

/** The duplicate key of a question text: same text once trimmed, spaces collapsed and lower-cased. */
export function questionKey(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "");

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

function readHeader(cells: string[], line: number, errors: CsvIssue[]): Map<CsvColumn, number> | null {
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

function checkRow(
  cells: string[],
  line: number,
  columns: Map<CsvColumn, number>,
  headerLength: number,
  result: CsvParseResult,
) {
  // A trailing empty cell beyond the header (an extra comma at the end) is not an error.
  const width =
    cells.length > headerLength && cells.slice(headerLength).every((c) => c.trim() === "")
      ? headerLength
      : cells.length;
  // With a wrong number of values the cells are shifted: checking them one by one would only add
  // confusing messages, so the row gets the one error that explains it.
  const isShifted = width !== headerLength;
  const rowErrors: CsvIssue[] = [];
  if (isShifted) {
    rowErrors.push({
      line,
      message: `the row has ${width} values but the header has ${headerLength} columns. Wrap text that contains commas in double quotes.`,
    });
  }
  const fail = (field: string, message: string) => {
    if (!isShifted) rowErrors.push({ line, field, message: `${field}: ${message}` });
  };
  const cell = (column: CsvColumn) => {
    const index = columns.get(column);
    return index === undefined ? "" : (cells[index] ?? "").trim();
  };

  const question = cell("question");
  if (!question) fail("question", "must not be blank");
  else if (question.length > LIMITS.question)
    fail("question", `must be at most ${LIMITS.question} characters`);

  const typeText = cell("type");
  const type: QuestionType | null = typeText
    ? (QUESTION_TYPES.find((t) => t === typeText.toLowerCase()) ?? null)
    : "single";
  if (!type) fail("type", `must be one of ${QUESTION_TYPES.join(", ")} (got "${typeText}")`);
  const isNumerical = type === "numerical";

  const options: string[] = [];
  for (const column of OPTION_COLUMNS) {
    const value = cell(column);
    if (isNumerical) {
      if (value) fail(column, "must be blank for a numerical question");
      continue;
    }
    if (column === "option5" && !value) continue;
    if (!value) fail(column, "must not be blank");
    else if (value.length > LIMITS.option) fail(column, `must be at most ${LIMITS.option} characters`);
    options.push(value);
  }
  const seen = new Map<string, number>();
  options.forEach((option, i) => {
    if (!option) return;
    const first = seen.get(option.toLowerCase());
    if (first !== undefined) fail(`option${i + 1}`, `is the same as option${first + 1}`);
    else seen.set(option.toLowerCase(), i);
  });
  const letters = LETTERS.slice(0, Math.max(4, options.length));
  const letterList = letters.join(", ");
  const indexOfLetter = (text: string) => letters.indexOf(text.toLowerCase() as (typeof LETTERS)[number]);

  const letter = cell("correctAnswer");
  let correctIndex: number | null = null;
  let correctAnswers: number[] | null = null;
  let numericMin: number | null = null;
  let numericMax: number | null = null;
  if (type === "single" || type === null) {
    const index = indexOfLetter(letter);
    if (index === -1) {
      fail(
        "correctAnswer",
        letter
          ? `must be one of ${letterList} (got "${letter}")`
          : `must not be blank (one of ${letterList})`,
      );
    } else {
      correctIndex = index;
      if (letter !== letter.toLowerCase() && !isShifted) {
        result.warnings.push({
          line,
          field: "correctAnswer",
          message: `correctAnswer: "${letter}" is not lowercase; read as "${letter.toLowerCase()}"`,
        });
      }
    }
  } else if (type === "multiple") {
    const field = cell("correctAnswers") ? "correctAnswers" : "correctAnswer";
    const text = cell(field);
    const parts = text.split(/[;,\s]+/).filter(Boolean);
    const indexes = parts.map(indexOfLetter);
    if (parts.length === 0) {
      fail("correctAnswers", `must not be blank for a multiple-correct question (letters such as "a;c")`);
    } else if (indexes.includes(-1)) {
      fail(field, `must be letters from ${letterList} separated by ";" (got "${text}")`);
    } else if (new Set(indexes).size !== indexes.length) {
      fail(field, `must not name the same option twice (got "${text}")`);
    } else {
      correctAnswers = [...indexes].sort((a, b) => a - b);
    }
  } else {
    if (letter)
      fail("correctAnswer", "must be blank for a numerical question (give numericMin and numericMax)");
    const minText = cell("numericMin");
    const maxText = cell("numericMax") || minText;
    const min = Number(minText);
    const max = Number(maxText);
    if (!minText) fail("numericMin", "must not be blank for a numerical question");
    else if (!Number.isFinite(min)) fail("numericMin", `must be a number (got "${minText}")`);
    else if (!Number.isFinite(max)) fail("numericMax", `must be a number (got "${maxText}")`);
    else if (min > max) fail("numericMin", `must not be larger than numericMax (${minText} > ${maxText})`);
    else {
      numericMin = min;
      numericMax = max;
    }
  }

  const explanation = cell("explanation");
  if (explanation.length > LIMITS.explanation) {
    fail("explanation", `must be at most ${LIMITS.explanation} characters`);
  }
  const subject = cell("subject") || null;
  if (subject && subject.length > LIMITS.subject)
    fail("subject", `must be at most ${LIMITS.subject} characters`);
  const topic = cell("topic") || null;
  if (topic && topic.length > LIMITS.topic) fail("topic", `must be at most ${LIMITS.topic} characters`);
  const difficultyText = cell("difficulty");
  const difficulty = difficultyText
    ? (DIFFICULTIES.find((d) => d === difficultyText.toLowerCase()) ?? null)
    : null;
  if (difficultyText && !difficulty) {
    fail("difficulty", `must be one of ${DIFFICULTIES.join(", ")} (got "${difficultyText}")`);
  }

  const hindi = readCsvHindi({ options, explanation, isNumerical }, { cell, fail });
  const stimulus = cell("stimulus") || null;
  if (stimulus && stimulus.length > LIMITS.stimulus)
    fail("stimulus", `must be at most ${LIMITS.stimulus} characters (an id or a slug)`);
  else if (stimulus && !isShifted) result.stimulusRefs.push({ line, ref: stimulus });
  const source = cell("source") || null;
  if (source && source.length > LIMITS.source) fail("source", `must be at most ${LIMITS.source} characters`);
  const asOf = cell("asOf") || null;
  if (asOf && !IST_DAY_PATTERN.test(asOf)) fail("asOf", `must be a date written YYYY-MM-DD (got "${asOf}")`);
  else if (asOf && !isRealDate(asOf))
    fail("asOf", `is not a real calendar date from 2000 to 2100 (got "${asOf}")`);

  const texts: [string, string][] = [
    ["question", question],
    ["explanation", explanation],
    ["questionHi", hindi.questionHi ?? ""],
    ["explanationHi", hindi.explanationHi ?? ""],
  ];
  for (const [i, option] of options.entries()) texts.push([`option${i + 1}`, option]);
  for (const [i, option] of hindi.optionsHi.entries()) texts.push([`option${i + 1}Hi`, option]);
  for (const [column, text] of texts) {
    if (tooDeeplyNested(text))
      fail(column, `math is nested too deeply (at most ${MAX_MATH_NESTING} levels of braces)`);
  }

  const valid = rowErrors.length === 0;
  result.rows.push({
    line,
    question,
    options,
    correctLetter: type === "multiple" ? cell("correctAnswers") || letter : letter,
    correctAnswer: correctIndex,
    ...(typeText ? { type: typeText } : {}),
    ...(correctAnswers ? { correctAnswers } : {}),
    ...(numericMin !== null && numericMax !== null
      ? { numericAnswer: { min: numericMin, max: numericMax } }
      : {}),
    explanation,
    subject,
    topic,
    difficulty: difficultyText || null,
    ...hindi,
    stimulus,
    source,
    asOf,
    valid,
  });
  result.errors.push(...rowErrors);
  if (valid && type) {
    result.questions.push({
      line,
      question,
      type,
      options,
      correctIndex,
      correctAnswers,
      numericMin,
      numericMax,
      explanation,
      subject,
      topic,
      difficulty,
      questionHi: hindi.questionHi,
      // a numerical question's Hindi has no options: stored as [] beside its text, as the form does
      optionsHi: hindi.questionHi === null ? null : hindi.optionsHi,
      explanationHi: hindi.explanationHi,
      stimulus,
      sourceNote: source,
      asOf,
      key: questionKey(question),
    });
  }
}

/** Byte offsets where physical lines start (after \n, \r\n or a lone \r), to name a row's first line. */
class LineIndex {
  private readonly starts: number[] = [0];
  constructor(private readonly bytes: Buffer) {
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i];
      if (b === 0x0a || (b === 0x0d && bytes[i + 1] !== 0x0a)) this.starts.push(i + 1);
    }
  }

  /** The line of the record that begins at byte offset `at`, skipping the blank lines before it. */
  lineOfRecordAt(at: number): number {
    let offset = at;
    while (offset < this.bytes.length && (this.bytes[offset] === 0x0a || this.bytes[offset] === 0x0d))
      offset++;
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }
}

function describeCsvError(error: CsvError): string {
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return 'A quoted field starting on this line is never closed: add the missing double quote (")';
    case "CSV_INVALID_CLOSING_QUOTE":
      return 'A quoted field on this row has text after its closing quote. Write a quote inside quoted text as two quotes ("")';
    default:
      return `The file could not be read as CSV: ${error.message}`;
  }
}

function lineOfUnstorable(text: string): number {
  const at = unstorableIndex(text);
  if (at === -1) return 1;
  return text.slice(0, at).split(/\r\n|\n|\r/).length;
}

const formatCount = (n: number) => n.toLocaleString("en-IN");
