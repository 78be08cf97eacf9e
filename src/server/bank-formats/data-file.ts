import { parse, stringify } from "yaml";
import {
  type BankFormat,
  type BankItem,
  checkedBankItem,
  countOf,
  type ExchangeItem,
  type FormatParseResult,
  type FormatProblem,
  type ImportDefaults,
} from "./bank-item";

/**
 * The bank's own data file (content/bank/<exam>/*.yaml, src/shared/contract/bank.ts): a YAML
 * mapping whose `questions` list holds the questions field for field, so it carries everything.
 * Subject, topic and difficulty are required per question; the defaults fill only what is missing.
 */

export function parseDataFile(text: string, defaults: ImportDefaults): FormatParseResult {
  const items: BankItem[] = [];
  const problems: FormatProblem[] = [];
  let document: unknown;
  try {
    document = parse(text, { prettyErrors: true });
  } catch (error) {
    const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line;
    return {
      items,
      problems: [{ where: line ? `line ${line}` : "file", message: "the file is not valid YAML" }],
    };
  }
  const questions = (document as { questions?: unknown } | null)?.questions;
  if (!Array.isArray(questions))
    return { items, problems: [{ where: "file", message: "a data file holds a `questions:` list" }] };
  questions.forEach((raw: unknown, index) => {
    const record = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
    const key = typeof record.key === "string" ? record.key : undefined;
    const where = key ? `item ${key}` : `question ${index + 1}`;
    const item = {
      subject: defaults.subject,
      topic: defaults.topic,
      difficulty: defaults.difficulty,
      explanation: "",
      ...record,
      key: key ?? `data-${index + 1}`,
    };
    const checked = checkedBankItem(item);
    if (checked.item) items.push(checked.item);
    else problems.push({ where, message: checked.problems.join("; ") });
  });
  return { items, problems };
}

/**
 * A structured item is written as the bank writes it: its parts, without the text flattened from
 * them. A figure stays a reference to its stimulus: the data file holds no pictures.
 */
function asWritten({ figure: _figure, ...item }: ExchangeItem): Record<string, unknown> {
  if (!item.structure) return item;
  const { text: _text, hi, ...rest } = item;
  if (!hi?.structure) return { ...rest, ...(hi ? { hi } : {}) };
  const { text: _hiText, ...hiRest } = hi;
  return { ...rest, hi: hiRest };
}

export function writeDataFile(items: ExchangeItem[]): { text: string; notCarried: string[] } {
  const figures = items.filter((item) => item.figure).length;
  // no anchors: items sharing an object would otherwise come out as aliases, which a reader caps
  return {
    text: stringify({ questions: items.map(asWritten) }, { lineWidth: 0, aliasDuplicateObjects: false }),
    notCarried:
      figures > 0
        ? [
            `the picture of ${countOf(figures, "question")}: the data file names its figure by the stimulus's id, so it comes back only into this bank`,
          ]
        : [],
  };
}

export const dataFile: BankFormat = { parse: parseDataFile, write: writeDataFile };
