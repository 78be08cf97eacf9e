import { expect } from "vitest";
import type { ExamContent } from "./types";

/** The first plain number in an option: "12.5 m/s" -> 12.5, "$-3$" -> -3, "₹ 1,250" -> 1250. */
export function firstNumber(option: string): number | undefined {
  const match = option.replace(/(\d),(?=\d{2,3}\b)/g, "$1").match(/[-−]?\d+(?:\.\d+)?/);
  if (!match) return undefined;
  return Number(match[0].replace("−", "-"));
}

/** The keyed (correct) option of a question, failing the test if the key is unknown. */
export function keyedOption(content: ExamContent, questionKey: string): string {
  const question = content.questions.find((q) => q.key === questionKey);
  if (!question) throw new Error(`no question with key ${questionKey}`);
  return question.options[question.correct];
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
