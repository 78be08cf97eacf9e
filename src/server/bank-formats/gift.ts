import {
  type BankFormat,
  type BankItem,
  bankItemProblems,
  cleanNumber,
  countOf,
  type ExchangeItem,
  type FormatParseResult,
  type FormatProblem,
  type ImportDefaults,
} from "./bank-item";
import { figuresNotCarried } from "./figures";

/**
 * GIFT (docs.moodle.org "GIFT format"): questions separated by blank lines, the answers in braces.
 * Read: one correct answer (=), several (~%50%), and numerical ({#min..max} or {#value:tolerance}).
 * Short answer, true/false, matching and essay are refused. GIFT has no Hindi, subject, topic or
 * difficulty: the import form supplies them, and an export says what it left out.
 */

const SPECIAL = /[~=#{}:\\]/g;
const escapeGift = (text: string) => text.replace(SPECIAL, (c) => `\\${c}`).replace(/\n/g, "\\n");
const unescapeGift = (text: string) =>
  text.replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c)).trim();

/** The index of the first unescaped `char` from `from`, or -1. */
function findUnescaped(text: string, char: string, from = 0): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === char) return i;
  }
  return -1;
}

/** Splits at each unescaped ~ or = that starts an answer, keeping the mark. */
function splitAnswers(text: string): { mark: string; body: string }[] {
  const answers: { mark: string; body: string }[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? "";
    const last = answers.at(-1);
    if (c === "\\") {
      if (last) last.body += text.slice(i, i + 2);
      i++;
    } else if (c === "~" || c === "=") answers.push({ mark: c, body: "" });
    else if (last) last.body += c;
  }
  return answers;
}

export function parseGift(text: string, defaults: ImportDefaults): FormatParseResult {
  const items: BankItem[] = [];
  const problems: FormatProblem[] = [];
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  const blocks: { line: number; text: string }[] = [];
  let current: { line: number; parts: string[] } | null = null;
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed.startsWith("//") || trimmed.startsWith("$CATEGORY")) return;
    if (trimmed === "") {
      if (current) blocks.push({ line: current.line, text: current.parts.join("\n") });
      current = null;
      return;
    }
    if (!current) current = { line: index + 1, parts: [] };
    current.parts.push(line);
  });
  if (current)
    blocks.push({
      line: (current as { line: number }).line,
      text: (current as { parts: string[] }).parts.join("\n"),
    });

  blocks.forEach((block, number) => {
    let rest = block.text.trim();
    let key = `gift-${number + 1}`;
    let where = `line ${block.line}`;
    const title = /^::((?:\\.|[^:\\])*)::/.exec(rest);
    if (title) {
      key = unescapeGift(title[1] ?? "") || key;
      where = `line ${block.line} (${key})`;
      rest = rest.slice(title[0].length);
    }
    const open = findUnescaped(rest, "{");
    const close = open === -1 ? -1 : findUnescaped(rest, "}", open);
    if (open === -1 || close === -1) {
      problems.push({ where, message: "has no answers in braces { }" });
      return;
    }
    const stem = unescapeGift(
      `${rest.slice(0, open)} ${rest.slice(close + 1)}`.replace(/^\[(html|markdown|plain|moodle)\]/, ""),
    );
    let answerText = rest.slice(open + 1, close);
    let explanation = "";
    const feedbackAt = answerText.indexOf("####");
    if (feedbackAt !== -1) {
      explanation = unescapeGift(answerText.slice(feedbackAt + 4));
      answerText = answerText.slice(0, feedbackAt);
    }
    const base = {
      key,
      subject: defaults.subject,
      topic: defaults.topic,
      difficulty: defaults.difficulty,
      text: stem,
      explanation,
    };
    const item = readAnswers(answerText.trim(), base);
    if (typeof item === "string") {
      problems.push({ where, message: item });
      return;
    }
    const itemProblems = bankItemProblems(item);
    if (itemProblems.length > 0) problems.push({ where, message: itemProblems.join("; ") });
    else items.push(item);
  });
  if (blocks.length === 0) problems.push({ where: "file", message: "the file holds no questions" });
  return { items, problems };
}

type Base = Pick<BankItem, "key" | "subject" | "topic" | "difficulty" | "text" | "explanation">;

function readAnswers(answerText: string, base: Base): BankItem | string {
  if (answerText === "") return "essay questions are not imported: the bank has no hand-marked answers";
  if (/^(T|F|TRUE|FALSE)(\s*#.*)?$/i.test(answerText))
    return "true/false questions are not imported: the bank's questions have 4 or 5 options";
  if (answerText.startsWith("#")) {
    const value = answerText.slice(1).trim();
    const range = /^(-?[\d.eE+-]+)\s*\.\.\s*(-?[\d.eE+-]+)$/.exec(value);
    const tolerance = /^(-?[\d.eE+-]+)(?:\s*:\s*([\d.eE+-]+))?$/.exec(value);
    let min: number;
    let max: number;
    if (range) [min, max] = [Number(range[1]), Number(range[2])];
    else if (tolerance) {
      const centre = Number(tolerance[1]);
      const spread = Number(tolerance[2] ?? 0);
      [min, max] = [cleanNumber(centre - spread), cleanNumber(centre + spread)];
    } else return `the numerical answer "${value}" is neither a number, value:tolerance nor min..max`;
    if (!Number.isFinite(min) || !Number.isFinite(max))
      return `the numerical answer "${value}" is not a number`;
    return { ...base, type: "numerical", numericAnswer: { min, max } };
  }
  const answers = splitAnswers(answerText);
  if (answers.some((a) => /(?<!\\)->/.test(a.body)))
    return "matching questions are not imported: the bank has no matching type";
  if (answers.length > 0 && answers.every((a) => a.mark === "="))
    return "short-answer questions are not imported: the bank marks options and numbers, not typed words";
  const read = answers.map((a) => {
    const weight = /^%(-?[\d.]+)%/.exec(a.body);
    const body = weight ? a.body.slice(weight[0].length) : a.body;
    const feedback = findUnescaped(body, "#");
    const option = unescapeGift(feedback === -1 ? body : body.slice(0, feedback));
    const isCorrect = a.mark === "=" || (weight !== null && Number(weight[1]) > 0);
    return { option, isCorrect, isWeighted: weight !== null };
  });
  const options = read.map((a) => a.option);
  const correct = read.flatMap((a, i) => (a.isCorrect ? [i] : []));
  if (options.length !== 4 && options.length !== 5)
    return `has ${options.length} options; the bank's questions have 4 or 5`;
  if (correct.length === 0) return "no answer is marked correct (= or a positive %weight%)";
  if (correct.length === 1 && !read.some((a) => a.isWeighted && a.isCorrect))
    return { ...base, type: "single", options, correct: correct[0] } as BankItem;
  return { ...base, type: "multiple", options, correctAnswers: correct } as BankItem;
}

export function writeGift(items: ExchangeItem[]): { text: string; notCarried: string[] } {
  const blocks = items.map((item) => {
    const feedback = item.explanation ? `\n\t####${escapeGift(item.explanation)}` : "";
    let answers: string;
    if (item.type === "numerical") {
      answers = `#${item.numericAnswer.min}..${item.numericAnswer.max}`;
    } else if (item.type === "multiple") {
      const share = Number((100 / item.correctAnswers.length).toFixed(5));
      answers = item.options
        .map((o, i) => `\n\t~%${item.correctAnswers.includes(i) ? share : -100}%${escapeGift(o)}`)
        .join("");
    } else {
      answers = item.options.map((o, i) => `\n\t${i === item.correct ? "=" : "~"}${escapeGift(o)}`).join("");
    }
    return `::${escapeGift(item.key)}:: ${escapeGift(item.text)} {${answers}${feedback}\n}`;
  });
  return { text: `${blocks.join("\n\n")}\n`, notCarried: notCarriedByPlainFormat("GIFT", items, false) };
}

/** What GIFT and Aiken leave out of these items. */
export function notCarriedByPlainFormat(format: string, items: ExchangeItem[], isAiken: boolean): string[] {
  const notes: string[] = [];
  const count = (test: (item: ExchangeItem) => boolean) => items.filter(test).length;
  const hindi = count((i) => i.hi !== undefined);
  if (hindi > 0) notes.push(`the Hindi of ${countOf(hindi, "question")} (${format} has no second language)`);
  notes.push(
    `subject, topic, difficulty and question format (${format} has none: the import form supplies them)`,
  );
  const sourced = count((i) => i.source !== undefined || i.asOf !== undefined);
  if (sourced > 0) notes.push(`the source note or as-of day of ${countOf(sourced, "question")}`);
  const withPassage = count((i) => i.stimulus !== undefined && !i.figure);
  if (withPassage > 0) notes.push(`the shared passage or table of ${countOf(withPassage, "question")}`);
  notes.push(...figuresNotCarried(items, format));
  if (isAiken) {
    const explained = count((i) => i.explanation !== "");
    if (explained > 0) notes.push(`the explanations of ${countOf(explained, "question")} (Aiken has none)`);
  }
  return notes;
}

export const gift: BankFormat = { parse: parseGift, write: writeGift };
