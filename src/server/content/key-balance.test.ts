import { describe, expect, it } from "vitest";
import {
  KEY_BALANCE_MIN_QUESTIONS,
  keyCountsText,
  keyImbalances,
  keyLetterCounts,
} from "~/domain/key-balance";
import type { ContentQuestion, ExamContent, SingleQuestion } from "~/shared/contract/bank";
import { ALL_EXAM_CONTENT } from "./index";

const isSingle = (q: ContentQuestion | undefined): q is SingleQuestion =>
  q !== undefined && q.type !== "multiple" && q.type !== "numerical";

/** A failure line naming the paper and its letter counts, or nothing when its keys are balanced. */
function imbalance(name: string, questions: SingleQuestion[]): string[] {
  const optionCount = questions[0]?.options.length ?? 4;
  const keys = questions.map((q) => q.correct);
  const breaches = keyImbalances(keys, optionCount);
  if (breaches.length === 0) return [];
  const letters = breaches.map((b) => `${b.letter} ${b.bound === "most" ? "over" : "under"} the bound`);
  return [
    `${name}: ${keyCountsText(keyLetterCounts(keys, optionCount))} of ${keys.length} (${letters.join(", ")})`,
  ];
}

function quizSingles(content: ExamContent, questionKeys: string[]): SingleQuestion[] {
  const byKey = new Map(content.questions.map((q) => [q.key, q]));
  return questionKeys.map((key) => byKey.get(key)).filter(isSingle);
}

describe.each(ALL_EXAM_CONTENT.map((c) => [c.exam.key, c] as const))("%s answer keys", (_key, content) => {
  it(`lean to no letter on any paper or quiz of ${KEY_BALANCE_MIN_QUESTIONS}+ single-correct questions`, () => {
    const failures = content.quizzes.flatMap((quiz) => {
      const keys = quiz.questionKeys ?? quiz.sections?.flatMap((s) => s.questionKeys) ?? [];
      return imbalance(quiz.key, quizSingles(content, keys));
    });
    expect(failures).toEqual([]);
  });

  it("lean to no letter over the single-correct questions daily quizzes are drawn from", () => {
    // a daily quiz is ten of these, picked by the day (features/quizzes/daily-quiz.ts)
    expect(imbalance(`${content.exam.key} daily-quiz pool`, content.questions.filter(isSingle))).toEqual([]);
  });

  it("give every single-correct question of a quiz the same number of options", () => {
    for (const quiz of content.quizzes) {
      const keys = quiz.questionKeys ?? quiz.sections?.flatMap((s) => s.questionKeys) ?? [];
      const counts = new Set(quizSingles(content, keys).map((q) => q.options.length));
      expect(counts.size, quiz.key).toBeLessThanOrEqual(1);
    }
  });
});
