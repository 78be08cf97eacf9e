import {
  type ContentQuestion,
  multipleQuestionSchema,
  numericalQuestionSchema,
  singleQuestionSchema,
} from "~/shared/contract/bank";
import type { Difficulty } from "~/shared/contract/common";

/**
 * What every exchange format reads and writes: the bank's own question (src/shared/contract/bank.ts).
 * An imported question may have no explanation (Aiken has none), so `explanation` may be "" here,
 * as the questions table allows.
 */
export type BankItem = ContentQuestion;

/**
 * A picture a question shows (a figure): the name its file goes by in the upload or the export,
 * what it shows (alt text, for screen readers and when it cannot load) and its bytes.
 */
export type ItemFigure = { name: string; alt: string; bytes: Buffer };

/** A question as a format reads or writes it: the bank's item, with its figure if it has one. */
export type ExchangeItem = BankItem & { figure?: ItemFigure };

/** A bad item, named by the line it starts on ("line 12") or its identifier ("item q-7"). */
export type FormatProblem = { where: string; message: string };

export type FormatParseResult = { items: ExchangeItem[]; problems: FormatProblem[] };

/**
 * The files that came with the main one in an uploaded .zip (a CSV's or a QTI package's pictures),
 * by their path in the archive.
 */
export type Attachments = ReadonlyMap<string, Buffer>;

/**
 * The file, what the format could not carry (each a sentence, in English), and the pictures to pack
 * beside it in a .zip (by path), for a format that names its pictures by file.
 */
export type FormatWriteResult = { text: string; notCarried: string[]; files?: Map<string, Buffer> };

/** What the import form supplies where a format has no subject, topic or difficulty. */
export type ImportDefaults = { subject: string; topic: string; difficulty: Difficulty };

export type BankFormat = {
  parse(text: string, defaults: ImportDefaults, attachments?: Attachments): FormatParseResult;
  write(items: ExchangeItem[]): FormatWriteResult;
};

/**
 * The bank schema's problems with an item, as sentences ("options: ..."), or none. The schema
 * wants an explanation, which an imported question may lack, so an empty one is let through.
 */
export function bankItemProblems(item: unknown): string[] {
  return checkedBankItem(item).problems;
}

/**
 * The item as the bank schema reads it (a structured item gains the text flattened from its
 * structure), or its problems.
 */
export function checkedBankItem(item: unknown): { item: BankItem | null; problems: string[] } {
  const record = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>;
  const checked = { ...record, explanation: record.explanation === "" ? "-" : record.explanation };
  const type = record.type;
  const schema =
    type === "multiple"
      ? multipleQuestionSchema
      : type === "numerical"
        ? numericalQuestionSchema
        : singleQuestionSchema;
  const parsed = schema.safeParse(checked);
  if (parsed.success)
    return {
      item: { ...parsed.data, explanation: record.explanation === "" ? "" : parsed.data.explanation },
      problems: [],
    };
  const problems = parsed.error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
  );
  return { item: null, problems };
}

/** A number written without floating-point noise: (2.5 + 2.7) / 2 is 2.6, not 2.6000000000000005. */
export function cleanNumber(value: number): number {
  return Number(value.toPrecision(12));
}

/** The item's Hindi, whichever type it is. */
export function hindiOf(item: BankItem): { text: string; options: string[]; explanation: string } | null {
  if (!item.hi) return null;
  return {
    text: item.hi.text,
    options: "options" in item.hi ? [...item.hi.options] : [],
    explanation: item.hi.explanation,
  };
}

/** "3 questions" / "1 question" */
export function countOf(n: number, noun: string): string {
  return `${n.toLocaleString("en-IN")} ${noun}${n === 1 ? "" : "s"}`;
}
