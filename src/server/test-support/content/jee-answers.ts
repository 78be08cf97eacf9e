import { expect } from "vitest";
import { keyedOption } from "~/server/test-support/content/check-answers";
import type { ExamContent } from "~/shared/contract/bank";

/** The text inside the braces that open at s[i] (s[i] === "{"), and the index after them. */
function braced(s: string, i: number): [string, number] {
  let depth = 0;
  for (let j = i; j < s.length; j++) {
    if (s[j] === "{") depth++;
    if (s[j] === "}") depth--;
    if (depth === 0) return [s.slice(i + 1, j), j + 1];
  }
  throw new Error(`unbalanced braces in ${s}`);
}

/**
 * The value of a simple LaTeX expression: numbers, \frac, \sqrt, \pi, powers of ten, sums and
 * differences; a bare letter symbol ("R", "mg", "C_0") is the unit the answer is measured in and
 * counts as 1.
 */
export function latexValue(expr: string): number {
  const s = expr
    .replace(/\\mathrm\{[^}]*\}/g, " ")
    .replace(/\\[,;! ]|\\left|\\right|\\times|\\cdot/g, " ")
    .trim();
  // split into top-level terms
  const terms: { sign: number; text: string }[] = [];
  let depth = 0;
  let current = "";
  let sign = 1;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] as string;
    if (ch === "{" || ch === "(") depth++;
    if (ch === "}" || ch === ")") depth--;
    if (depth === 0 && (ch === "+" || ch === "-") && !/\^\s*$/.test(current)) {
      if (current.trim()) terms.push({ sign, text: current });
      sign = ch === "-" ? -1 : 1;
      current = "";
      continue;
    }
    current += ch;
  }
  if (current.trim()) terms.push({ sign, text: current });
  return terms.reduce((sum, t) => sum + t.sign * product(t.text), 0);
}

function product(text: string): number {
  let value = 1;
  let i = 0;
  const s = text.trim();
  while (i < s.length) {
    const rest = s.slice(i);
    const power = rest.match(/^10\^\{(-?\d+)\}/);
    const number = rest.match(/^\d+(?:\.\d+)?/);
    const symbol =
      rest.match(/^[A-Za-z]+(?:_\{?\w+\}?)?/) ??
      rest.match(/^\\(?:varepsilon|epsilon|lambda|Delta|mu|rho|sigma|omega)(?:_\{?\w+\}?)?/);
    if (/^\s/.test(rest)) {
      i++;
    } else if (rest.startsWith("\\frac")) {
      const [num, a] = braced(s, i + 5);
      const [den, b] = braced(s, a);
      value *= latexValue(num) / latexValue(den);
      i = b;
    } else if (rest.startsWith("\\sqrt")) {
      const [inner, a] = braced(s, i + 5);
      value *= Math.sqrt(latexValue(inner));
      i = a;
    } else if (rest.startsWith("\\pi")) {
      value *= Math.PI;
      i += 3;
    } else if (power) {
      value *= 10 ** Number(power[1]);
      i += power[0].length;
    } else if (number) {
      value *= Number(number[0]);
      i += number[0].length;
    } else if (symbol) {
      i += symbol[0].length; // a unit symbol
    } else if (rest.startsWith("(")) {
      const close = s.indexOf(")", i);
      value *= latexValue(s.slice(i + 1, close));
      i = close + 1;
    } else {
      throw new Error(`cannot read ${text}`);
    }
  }
  return value;
}

/**
 * The value of an option written as a plain number or in simple LaTeX: "$\frac{2}{7}$",
 * "$5\sqrt{3}$", "$\frac{2\sqrt{6}}{3}$", "$1.11 \times 10^{-4}$", "$12\sqrt{3}\pi$",
 * "$\frac{mg}{4}$" (in units of mg), "12 m/s" (the first number).
 */
export function optionValue(option: string): number {
  const math = option.match(/\$([^$]+)\$/);
  if (math) return latexValue(math[1] ?? "");
  const m = option.replace(/(\d),(?=\d{3}\b)/g, "$1").match(/-?\d+(?:\.\d+)?/);
  if (!m) throw new Error(`no number in ${option}`);
  return Number(m[0]);
}

/** The keyed option's value equals the value computed from the givens (relative tolerance). */
export function expectKeyedValue(
  content: ExamContent,
  key: string,
  computed: number,
  tolerance = 1e-3,
): void {
  const option = keyedOption(content, key);
  const value = optionValue(option);
  expect(
    Math.abs(value - computed),
    `${key}: keyed "${option}" = ${value}, computed ${computed}`,
  ).toBeLessThanOrEqual(tolerance * Math.max(1, Math.abs(computed)));
}

/** The keyed option is exactly this text (a match-list code or an order built by the test). */
export function expectKeyedText(content: ExamContent, key: string, expected: string): void {
  expect(keyedOption(content, key), key).toBe(expected);
}

/** A match-list code "A-III, B-IV, C-I, D-II" from a map of List-I letters to List-II numbers. */
export function matchCode(pairs: Record<string, number>): string {
  const roman = ["", "I", "II", "III", "IV", "V"];
  return Object.entries(pairs)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, n]) => `${letter}-${roman[n]}`)
    .join(", ");
}

/** Numerical integration by Simpson's rule. */
export function integrate(f: (x: number) => number, a: number, b: number, n = 20000): number {
  const h = (b - a) / n;
  let sum = f(a) + f(b);
  for (let i = 1; i < n; i++) sum += f(a + i * h) * (i % 2 ? 4 : 2);
  return (sum * h) / 3;
}

/** gcd-free binomial coefficient. */
export function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** Cross product of 3-vectors. */
export function cross(a: number[], b: number[]): number[] {
  const [a1 = 0, a2 = 0, a3 = 0] = a;
  const [b1 = 0, b2 = 0, b3 = 0] = b;
  return [a2 * b3 - a3 * b2, a3 * b1 - a1 * b3, a1 * b2 - a2 * b1];
}

export const dot = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * (b[i] ?? 0), 0);
export const norm = (a: number[]) => Math.sqrt(dot(a, a));
