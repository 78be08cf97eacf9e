import { expect } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { keyedOption, singleQuestion } from "~/server/test-support/content/check-answers";
import type { FiveStrings, SingleQuestion } from "~/shared/contract/bank";

/**
 * Solvers the answers tests of the full-length papers use: each derives an answer from a
 * question's givens (its text, its table or its puzzle clues), never from its options.
 */

const banking = loadExamBank("banking");

/** The five IBPS answer choices for a two-conclusion question (inequalities, syllogisms). */
const CONCLUSIONS: FiveStrings = [
  "Only I follows",
  "Only II follows",
  "Either I or II follows",
  "Neither I nor II follows",
  "Both I and II follow",
];
/** The five IBPS answer choices of a quadratic-comparison question. */
const RELATIONS: FiveStrings = [
  "x > y",
  "x < y",
  "x ≥ y",
  "x ≤ y",
  "x = y or the relationship cannot be established",
];

export const q = (key: string): SingleQuestion => singleQuestion(banking, key);
export const keyed = (key: string): string => keyedOption(banking, key);

/** The keyed option is exactly this text (a name, a letter, a code). */
export function expectKeyed(key: string, text: string): void {
  expect(keyed(key).trim(), key).toBe(text);
}

export function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** The rows of a table stimulus, each as its cells (numbers with thousands commas read as numbers). */
export function tableRows(stimulusKey: string): Record<string, string | number>[] {
  const stimulus = banking.stimuli?.find((s) => s.key === stimulusKey);
  if (!stimulus) throw new Error(`no stimulus ${stimulusKey}`);
  const lines = stimulus.body.split("\n").filter((l) => l.trim().startsWith("|"));
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, "")
      .split("|")
      .map((c) => c.trim());
  const header = cells(lines[0] as string);
  return lines.slice(2).map((line) => {
    const row: Record<string, string | number> = {};
    cells(line).forEach((cell, i) => {
      const n = Number(cell.replace(/,/g, ""));
      row[header[i] as string] = cell !== "" && Number.isFinite(n) ? n : cell;
    });
    return row;
  });
}

/** A numeric column of a table, keyed by the first column. */
export function column(stimulusKey: string, name: string): Record<string, number> {
  const rows = tableRows(stimulusKey);
  const first = Object.keys(rows[0] ?? {})[0] as string;
  return Object.fromEntries(rows.map((r) => [String(r[first]), Number(r[name])]));
}

/** Real roots of $ax^2 + bx + c = 0$. */
export function roots(a: number, b: number, c: number): number[] {
  const d = b * b - 4 * a * c;
  if (d < 0) throw new Error("no real roots");
  return [(-b + Math.sqrt(d)) / (2 * a), (-b - Math.sqrt(d)) / (2 * a)];
}

/** The IBPS verdict on x and y from their possible values: the index into RELATIONS. */
export function relationIndex(xs: number[], ys: number[]): number {
  const pairs = xs.flatMap((x) => ys.map((y) => [x, y] as const));
  const eps = 1e-9;
  if (pairs.every(([x, y]) => x > y + eps)) return 0;
  if (pairs.every(([x, y]) => x < y - eps)) return 1;
  if (pairs.every(([x, y]) => x >= y - eps)) return 2;
  if (pairs.every(([x, y]) => x <= y + eps)) return 3;
  return 4;
}

export function expectRelation(key: string, xs: number[], ys: number[]): void {
  const question = q(key);
  expect(question.options, key).toEqual(RELATIONS);
  expect(RELATIONS[question.correct], key).toBe(RELATIONS[relationIndex(xs, ys)]);
}

/** The index into CONCLUSIONS of a two-conclusion verdict. */
export function verdictIndex(always1: boolean, always2: boolean, oneAlways: boolean): number {
  if (always1 && always2) return 4;
  if (always1) return 0;
  if (always2) return 1;
  if (oneAlways) return 2;
  return 3;
}

export function expectVerdict(key: string, index: number): void {
  const question = q(key);
  expect(question.options, key).toEqual(CONCLUSIONS);
  expect(CONCLUSIONS[question.correct], key).toBe(CONCLUSIONS[index]);
}

type Rel = { a: string; op: string; b: string };
const OPS: Record<string, (x: number, y: number) => boolean> = {
  ">": (x, y) => x > y,
  "<": (x, y) => x < y,
  "≥": (x, y) => x >= y,
  "≤": (x, y) => x <= y,
  "=": (x, y) => x === y,
};

/** "M ≥ N > O = P" -> [M ≥ N, N > O, O = P] */
function chain(text: string): Rel[] {
  const tokens = text.trim().split(/\s+/);
  const rels: Rel[] = [];
  for (let i = 1; i < tokens.length; i += 2) {
    const op = tokens[i] as string;
    if (!OPS[op]) throw new Error(`unknown relation ${op} in ${text}`);
    rels.push({ a: tokens[i - 1] as string, op, b: tokens[i + 1] as string });
  }
  return rels;
}

/**
 * The verdict of an inequality question, read from its text: the statement chains after
 * "Statement(s):" and the two conclusions after "I." and "II.", brute-forced over small integers.
 */
export function inequalityVerdict(text: string): number {
  const match = text.match(/Statements?: (.+)\nConclusions: I\. (.+?) II\. (.+?)\n/);
  if (!match) throw new Error(`cannot read ${text}`);
  const statement = (match[1] as string).split(",").flatMap(chain);
  const [c1] = chain(match[2] as string);
  const [c2] = chain(match[3] as string);
  if (!c1 || !c2) throw new Error("no conclusions");
  const vars = [...new Set([...statement, c1, c2].flatMap((r) => [r.a, r.b]))];
  const holds = (r: Rel, v: Record<string, number>) =>
    (OPS[r.op] as (x: number, y: number) => boolean)(v[r.a] as number, v[r.b] as number);
  let always1 = true;
  let always2 = true;
  let oneAlways = true;
  const base = vars.length;
  const total = base ** vars.length;
  for (let n = 0; n < total; n++) {
    const v: Record<string, number> = {};
    let m = n;
    for (const name of vars) {
      v[name] = m % base;
      m = Math.floor(m / base);
    }
    if (!statement.every((r) => holds(r, v))) continue;
    const a = holds(c1, v);
    const b = holds(c2, v);
    if (!a) always1 = false;
    if (!b) always2 = false;
    if (!a && !b) oneAlways = false;
  }
  return verdictIndex(always1, always2, oneAlways);
}

/**
 * Syllogisms over Venn models: terms 0..n-1, a model says which of the 2^n - 1 regions are
 * inhabited; every term is non-empty.
 */
export type Model = (region: number) => boolean;
export type Claim = (m: Model) => boolean;
export const allAre =
  (a: number, b: number): Claim =>
  (m) => {
    for (let r = 1; r < 64; r++) if (m(r) && r & (1 << a) && !(r & (1 << b))) return false;
    return true;
  };
export const noneAre =
  (a: number, b: number): Claim =>
  (m) => {
    for (let r = 1; r < 64; r++) if (m(r) && r & (1 << a) && r & (1 << b)) return false;
    return true;
  };
export const someAre =
  (a: number, b: number): Claim =>
  (m) =>
    !noneAre(a, b)(m);
export const someAreNot =
  (a: number, b: number): Claim =>
  (m) =>
    !allAre(a, b)(m);

export function models(n: number, statements: Claim[]): Model[] {
  const regions = (1 << n) - 1;
  const out: Model[] = [];
  for (let mask = 0; mask < 1 << regions; mask++) {
    const m: Model = (r) => r < 1 << n && (mask & (1 << (r - 1))) !== 0;
    let ok = true;
    for (let t = 0; t < n && ok; t++) {
      let inhabited = false;
      for (let r = 1; r < 1 << n; r++) if (r & (1 << t) && m(r)) inhabited = true;
      ok = inhabited;
    }
    if (ok && statements.every((s) => s(m))) out.push(m);
  }
  return out;
}

/**
 * A conclusion is definite (follows when true in every model) or a possibility (follows when
 * true in some model).
 */
export type Conclusion = { claim: Claim; possibility?: boolean };
export function syllogismVerdict(n: number, statements: Claim[], c1: Conclusion, c2: Conclusion): number {
  const ms = models(n, statements);
  expect(ms.length).toBeGreaterThan(0);
  const follows = (c: Conclusion) => (c.possibility ? ms.some(c.claim) : ms.every(c.claim));
  const eitherOr = !c1.possibility && !c2.possibility && ms.every((m) => c1.claim(m) || c2.claim(m));
  return verdictIndex(follows(c1), follows(c2), eitherOr);
}

/** Brute force: every assignment of values to the items that satisfies the clues. */
export function solutions<T>(candidates: T[], clues: ((c: T) => boolean)[]): T[] {
  return candidates.filter((c) => clues.every((clue) => clue(c)));
}

/** A family: each person's sex and parents (a pair shares both parents when siblings). */
export type Family = Record<string, { male: boolean; parents?: [string, string] }>;

/**
 * The chain of "father"/"mother" steps leading up from `person` to `ancestor` (the first step is
 * the person's own parent), or undefined when `ancestor` is not one.
 */
export function ancestorPath(family: Family, ancestor: string, person: string): string[] | undefined {
  for (const parent of family[person]?.parents ?? []) {
    const step = family[parent]?.male ? "father" : "mother";
    if (parent === ancestor) return [step];
    const rest = ancestorPath(family, ancestor, parent);
    if (rest) return [step, ...rest];
  }
  return undefined;
}

/** The option of question `key` nearest an exact figure (an approximation question's key). */
export function nearestOption(key: string, exact: number): number {
  const options = q(key).options.map(Number);
  return options.reduce((a, b) => (Math.abs(b - exact) < Math.abs(a - exact) ? b : a));
}

/** The greatest common divisor of two whole numbers. */
export const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
/** A ratio in lowest terms, written as the options write it ("3 : 4"). */
export const ratio = (a: number, b: number) => `${a / gcd(a, b)} : ${b / gcd(a, b)}`;
