import { expect } from "vitest";
import type {
  ExamContent,
  MultipleQuestion,
  NumericalQuestion,
  SingleQuestion,
} from "~/shared/contract/bank";

/** The first plain number in an option: "12.5 m/s" -> 12.5, "$-3$" -> -3, "₹ 1,250" -> 1250. */
export function firstNumber(option: string): number | undefined {
  const match = option.replace(/(\d),(?=\d{2,3}\b)/g, "$1").match(/[-−]?\d+(?:\.\d+)?/);
  if (!match) return undefined;
  return Number(match[0].replace("−", "-"));
}

/** A single-correct question by key, failing the test if there is none. */
export function singleQuestion(content: ExamContent, questionKey: string): SingleQuestion {
  const question = content.questions.find((q) => q.key === questionKey);
  if (!question) throw new Error(`no question with key ${questionKey}`);
  if (question.type === "multiple" || question.type === "numerical") {
    throw new Error(`${questionKey} is a ${question.type} question`);
  }
  return question;
}

/** A numerical-value question by key, failing the test if there is none. */
export function numericalQuestion(content: ExamContent, questionKey: string): NumericalQuestion {
  const question = content.questions.find((q) => q.key === questionKey);
  if (question?.type !== "numerical") throw new Error(`no numerical question with key ${questionKey}`);
  return question;
}

/** A multiple-correct question by key, failing the test if there is none. */
export function multipleQuestion(content: ExamContent, questionKey: string): MultipleQuestion {
  const question = content.questions.find((q) => q.key === questionKey);
  if (question?.type !== "multiple") throw new Error(`no multiple-correct question with key ${questionKey}`);
  return question;
}

/** The keyed (correct) option of a question, failing the test if the key is unknown. */
export function keyedOption(content: ExamContent, questionKey: string): string {
  const question = singleQuestion(content, questionKey);
  return question.options[question.correct] as string;
}

/**
 * Asserts that a numerical question's stored range holds the value the test computed on its own
 * from the question's givens, and that the range is narrow (an exact integer, or a rounding window
 * of at most 0.02 around it): a wrong key or a range that lets wrong answers in fails here.
 */
export function expectNumericAnswer(content: ExamContent, questionKey: string, computed: number): void {
  const { numericAnswer } = numericalQuestion(content, questionKey);
  expect(numericAnswer.min, questionKey).toBeLessThanOrEqual(numericAnswer.max);
  expect(computed, `${questionKey}: computed ${computed}`).toBeGreaterThanOrEqual(numericAnswer.min - 1e-9);
  expect(computed, `${questionKey}: computed ${computed}`).toBeLessThanOrEqual(numericAnswer.max + 1e-9);
  expect(numericAnswer.max - numericAnswer.min, questionKey).toBeLessThanOrEqual(0.02 + 1e-9);
}

/**
 * Asserts that the number in the keyed option equals a value the test computed on its own
 * from the question's givens: a wrong key or a wrong option fails here.
 */
export function expectKeyedNumber(
  content: ExamContent,
  questionKey: string,
  computed: number,
  tolerance = 1e-6,
): void {
  const option = keyedOption(content, questionKey);
  const keyed = firstNumber(option);
  expect(keyed, `${questionKey}: keyed option "${option}" has no number`).toBeDefined();
  const allowed = tolerance * Math.max(1, Math.abs(computed));
  expect(
    Math.abs((keyed as number) - computed),
    `${questionKey}: keyed "${option}" but computed ${computed}`,
  ).toBeLessThanOrEqual(allowed);
}

/** Classical fourth-order Runge-Kutta for y' = f(x, y) from x0 to x1. */
export function rk4(f: (x: number, y: number) => number, x0: number, y0: number, x1: number, n = 10_000) {
  const h = (x1 - x0) / n;
  let x = x0;
  let y = y0;
  for (let i = 0; i < n; i++) {
    const k1 = f(x, y);
    const k2 = f(x + h / 2, y + (h * k1) / 2);
    const k3 = f(x + h / 2, y + (h * k2) / 2);
    const k4 = f(x + h, y + h * k3);
    y += (h * (k1 + 2 * k2 + 2 * k3 + k4)) / 6;
    x += h;
  }
  return y;
}

/** Every ordering of the items, or of `k` of them: what puzzles and counting questions search over. */
export function permutations<T>(items: readonly T[], k = items.length): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)], k - 1).map((rest) => [item, ...rest]),
  );
}

/** The letters an "A, B and D only" option names, for the question's key. */
export function keyedLetters(content: ExamContent, questionKey: string): string[] {
  return keyedOption(content, questionKey)
    .replace(" only", "")
    .split(/, | and /);
}

/** The letters whose statements hold, in order. */
export function trueLetters(truth: Record<string, boolean>): string[] {
  return Object.keys(truth).filter((letter) => truth[letter]);
}

/** The "Statement I / Statement II" option for the truth of each statement. */
export function statementPairOption(first: boolean, second: boolean): string {
  if (first && second) return "Both Statement I and Statement II are correct.";
  if (!first && !second) return "Both Statement I and Statement II are incorrect.";
  return first
    ? "Statement I is correct but Statement II is incorrect."
    : "Statement I is incorrect but Statement II is correct.";
}
