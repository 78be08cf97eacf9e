import { expect } from "vitest";
import { keyedOption } from "~/server/content/check-answers";
import type { ExamContent } from "~/server/content/types";

/**
 * The value of an option written as a plain number or in simple LaTeX: "$\frac{2}{7}$",
 * "$5\sqrt{3}$", "$\frac{2\sqrt{6}}{3}$", "$1.11 \times 10^{-4}$", "$-\frac{1}{2}$", "12 m/s";
 * "$\frac{R}{3}$" reads as 1/3 (in units of R).
 */
export function optionValue(option: string): number {
  const math = option.match(/\$([^$]+)\$/);
  const body = (math ? (math[1] ?? "") : option).trim();
  const sign = body.startsWith("-") ? -1 : 1;
  const s = body.replace(/^-/, "").trim();
  const sqrtTerm = (t: string): number => {
    const m = t.match(/^(\d+(?:\.\d+)?)?\\sqrt\{(\d+)\}$/);
    if (m) return Number(m[1] ?? 1) * Math.sqrt(Number(m[2]));
    if (/^\d+(?:\.\d+)?$/.test(t)) return Number(t);
    if (t === "\\pi") return Math.PI;
    // a bare symbol ("R", "a") is the unit the answer is measured in
    if (/^[A-Za-z]$/.test(t)) return 1;
    const pi = t.match(/^(\d+)\\pi$/);
    if (pi) return Number(pi[1]) * Math.PI;
    throw new Error(`cannot read ${t}`);
  };
  let m = s.match(/^\\frac\{([^{}]*(?:\{[^{}]*\})?[^{}]*)\}\{([^{}]*(?:\{[^{}]*\})?[^{}]*)\}$/);
  if (m) return sign * (sqrtTerm((m[1] ?? "").trim()) / sqrtTerm((m[2] ?? "").trim()));
  m = s.match(/^(\d+(?:\.\d+)?) \\times 10\^\{(-?\d+)\}/);
  if (m) return sign * Number(m[1]) * 10 ** Number(m[2]);
  m = s.match(/^(\d+(?:\.\d+)?)/);
  if (m && !s.includes("\\")) return sign * Number(m[1]);
  return sign * sqrtTerm(s);
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
