import {
  type BankFormat,
  type BankItem,
  bankItemProblems,
  countOf,
  type ExchangeItem,
  type FormatParseResult,
  type FormatProblem,
  type ImportDefaults,
} from "./bank-item";
import { notCarriedByPlainFormat } from "./gift";

/**
 * Aiken (docs.moodle.org "Aiken format"): a question's text, its options "A." or "A)" one a line,
 * then "ANSWER: B". Single-answer questions only, with no explanation, Hindi, subject or topic.
 * A question's text may run over several lines; it is written on one line per paragraph.
 */

const OPTION = /^([A-E])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER:\s*([A-E])\s*$/i;
const LETTERS = ["A", "B", "C", "D", "E"];

export function parseAiken(text: string, defaults: ImportDefaults): FormatParseResult {
  const items: BankItem[] = [];
  const problems: FormatProblem[] = [];
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  let stem: string[] = [];
  let options: string[] = [];
  let start = 0;
  let number = 0;
  const reset = () => {
    stem = [];
    options = [];
  };
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === "" && options.length === 0) {
      if (stem.length > 0) stem.push("");
      return;
    }
    if (line === "") return;
    if (stem.length === 0) start = index + 1;
    const option = options.length < 5 ? OPTION.exec(line) : null;
    const answer = ANSWER.exec(line);
    if (answer && stem.length > 0) {
      number++;
      const where = `line ${start}`;
      const correct = LETTERS.indexOf((answer[1] ?? "").toUpperCase());
      if (options.length !== 4 && options.length !== 5)
        problems.push({ where, message: `has ${options.length} options; the bank's questions have 4 or 5` });
      else if (correct >= options.length)
        problems.push({ where, message: `ANSWER: ${answer[1]} names no option` });
      else {
        const item = {
          key: `aiken-${number}`,
          subject: defaults.subject,
          topic: defaults.topic,
          difficulty: defaults.difficulty,
          text: stem
            .join("\n")
            .trim()
            .replace(/\n{3,}/g, "\n\n"),
          explanation: "",
          type: "single" as const,
          options,
          correct,
        } as BankItem;
        const itemProblems = bankItemProblems(item);
        if (itemProblems.length > 0) problems.push({ where, message: itemProblems.join("; ") });
        else items.push(item);
      }
      reset();
    } else if (option && stem.length > 0 && option[1] === LETTERS[options.length]) {
      options.push(option[2] ?? "");
    } else if (options.length > 0) {
      problems.push({
        where: `line ${start}`,
        message: `line ${index + 1} is neither the next option nor "ANSWER: X"`,
      });
      reset();
    } else {
      stem.push(line);
    }
  });
  if (stem.length > 0) problems.push({ where: `line ${start}`, message: 'has no "ANSWER: X" line' });
  if (number === 0 && problems.length === 0)
    problems.push({ where: "file", message: "the file holds no questions" });
  return { items, problems };
}

export function writeAiken(items: ExchangeItem[]): { text: string; notCarried: string[] } {
  const written = items.filter((i) => i.type === undefined || i.type === "single");
  const blocks = written.map((item) => {
    if (item.type === "multiple" || item.type === "numerical") return "";
    const options = item.options.map((o, i) => `${LETTERS[i]}. ${o.replace(/\s*\n\s*/g, " ")}`);
    return [
      item.text.replace(/\n\n+/g, "\n\n").replace(/(?<!\n)\n(?!\n)/g, " "),
      ...options,
      `ANSWER: ${LETTERS[item.correct]}`,
    ].join("\n");
  });
  const notCarried = notCarriedByPlainFormat("Aiken", items, true);
  const left = items.length - written.length;
  if (left > 0)
    notCarried.unshift(
      `${countOf(left, "multiple-correct or numerical question")} (Aiken has single-answer questions only): not in the file`,
    );
  return { text: `${blocks.join("\n\n")}\n`, notCarried };
}

export const aiken: BankFormat = { parse: parseAiken, write: writeAiken };
