import { stringify } from "csv-stringify/sync";
import { CSV_COLUMNS, type CsvColumn } from "~/shared/contract/admin";
import {
  type Attachments,
  type BankFormat,
  type BankItem,
  bankItemProblems,
  countOf,
  type ExchangeItem,
  type FormatParseResult,
  type FormatProblem,
  hindiOf,
  type ImportDefaults,
} from "./bank-item";
import { parseQuestionCsv } from "./csv-import";
import { figureFiles, resolveFigure } from "./figures";

/**
 * The question CSV the admin panel's upload reads (features/admin/csv-import.ts, one CSV format):
 * every column, read by the same parser, with the bank import's own size limit checked before it.
 * Each bad row is named by the line it starts on.
 */

const LETTERS = ["a", "b", "c", "d", "e"];
const NO_LIMIT = { maxChars: Number.POSITIVE_INFINITY, maxRows: Number.POSITIVE_INFINITY };

export function parseCsv(
  text: string,
  defaults: ImportDefaults,
  attachments: Attachments = new Map(),
): FormatParseResult {
  const parsed = parseQuestionCsv(text, NO_LIMIT);
  const problems: FormatProblem[] = parsed.errors.map((e) => ({
    where: e.line === null ? "file" : `line ${e.line}`,
    message: e.message,
  }));
  const items: ExchangeItem[] = [];
  for (const q of parsed.questions) {
    const base = {
      key: `csv-line-${q.line}`,
      subject: q.subject ?? defaults.subject,
      topic: q.topic ?? defaults.topic,
      difficulty: q.difficulty ?? defaults.difficulty,
      text: q.question,
      explanation: q.explanation,
      ...(q.stimulus ? { stimulus: q.stimulus } : {}),
      ...(q.sourceNote ? { source: q.sourceNote } : {}),
      ...(q.asOf ? { asOf: q.asOf } : {}),
    };
    const hi =
      q.questionHi === null
        ? undefined
        : { text: q.questionHi, options: q.optionsHi ?? [], explanation: q.explanationHi ?? "" };
    const item = (
      q.type === "numerical"
        ? {
            ...base,
            type: "numerical",
            numericAnswer: { min: q.numericMin, max: q.numericMax },
            ...(hi ? { hi: { text: hi.text, explanation: hi.explanation } } : {}),
          }
        : q.type === "multiple"
          ? {
              ...base,
              type: "multiple",
              options: q.options,
              correctAnswers: q.correctAnswers,
              ...(hi ? { hi } : {}),
            }
          : { ...base, type: "single", options: q.options, correct: q.correctIndex, ...(hi ? { hi } : {}) }
    ) as BankItem;
    const itemProblems = bankItemProblems(item);
    if (itemProblems.length > 0) {
      problems.push({ where: `line ${q.line}`, message: itemProblems.join("; ") });
      continue;
    }
    if (!q.image) {
      items.push(item);
      continue;
    }
    const found = resolveFigure(q.image, q.imageAlt ?? "", attachments);
    if ("problem" in found) problems.push({ where: `line ${q.line}`, message: found.problem });
    else items.push({ ...item, figure: found.figure });
  }
  return { items, problems };
}

const IMAGES = "images/";

function rowOf(item: ExchangeItem): Record<CsvColumn, string> {
  const hi = hindiOf(item);
  const row = Object.fromEntries(CSV_COLUMNS.map((c) => [c, ""])) as Record<CsvColumn, string>;
  row.question = item.text;
  row.explanation = item.explanation;
  row.subject = item.subject;
  row.topic = item.topic;
  row.difficulty = item.difficulty;
  row.type = item.type ?? "single";
  if (item.type === "numerical") {
    row.numericMin = String(item.numericAnswer.min);
    row.numericMax = String(item.numericAnswer.max);
  } else {
    const optionColumns = ["option1", "option2", "option3", "option4", "option5"] as const;
    item.options.forEach((o, i) => {
      row[optionColumns[i] as CsvColumn] = o;
    });
    if (item.type === "multiple") row.correctAnswers = item.correctAnswers.map((i) => LETTERS[i]).join(";");
    else row.correctAnswer = LETTERS[item.correct] ?? "";
  }
  if (hi) {
    row.questionHi = hi.text;
    hi.options.forEach((o, i) => {
      row[`option${i + 1}Hi` as CsvColumn] = o;
    });
    row.explanationHi = item.explanation ? hi.explanation : "";
  }
  row.stimulus = item.figure ? "" : (item.stimulus ?? "");
  if (item.figure) {
    row.image = `${IMAGES}${item.figure.name}`;
    row.imageAlt = item.figure.alt;
  }
  row.source = item.source ?? "";
  row.asOf = item.asOf ?? "";
  return row;
}

export function writeCsv(items: ExchangeItem[]): {
  text: string;
  notCarried: string[];
  files: Map<string, Buffer>;
} {
  const text = stringify(items.map(rowOf), { header: true, columns: [...CSV_COLUMNS] });
  const formatted = items.filter((i) => i.format !== undefined && i.format !== "direct").length;
  const notCarried =
    formatted > 0
      ? [`the question format (statements, assertion-reason...) of ${countOf(formatted, "question")}`]
      : [];
  return { text, notCarried, files: figureFiles(items, IMAGES) };
}

export const csv: BankFormat = { parse: parseCsv, write: writeCsv };
