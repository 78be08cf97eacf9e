import { describe, expect, it } from "vitest";
import { ALL_EXAM_CONTENT } from "./index";
import { FIRST_BANK_SOURCES } from "./sources/first-bank";
import type { ContentQuestion, ContentQuiz } from "./types";

/** The whole question bank (issue: 1,500 checked questions): size, Hindi, sources, duplicates. */

const ENGLISH_SUBJECT = "English";
/** subjects whose items are facts to be checked against a source, not computed or reasoned */
const FACTUAL_SUBJECTS = new Set([
  "History",
  "Polity",
  "Geography",
  "Economy",
  "Environment",
  "Science and Technology",
  "Current affairs",
  "General Awareness",
  "Botany",
  "Zoology",
]);

const all = ALL_EXAM_CONTENT.flatMap((c) => c.questions.map((q) => ({ exam: c.exam.key, q })));
const keysOf = (quiz: ContentQuiz) =>
  quiz.sections?.flatMap((s) => s.questionKeys) ?? quiz.questionKeys ?? [];

const STOP_WORDS = new Set(
  "a an the of in on at to is are was were be by for with and or from which what how many following given above below that this it its as if then than into their his her he she they them who whom whose has have had not no".split(
    " ",
  ),
);
/** lower case, math commands dropped, thousands separators joined */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/\\[a-z]+/g, " ")
    .replace(/(\d),(\d)/g, "$1$2");
const normalised = (text: string) =>
  plain(text)
    .replace(/[^a-z0-9.]+/g, " ")
    .trim();
const contentWords = (text: string) =>
  new Set(
    normalised(text)
      .split(" ")
      .filter((w) => w && !STOP_WORDS.has(w) && !/^[\d.]+$/.test(w)),
  );
const numbersIn = (text: string) => (plain(text).match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
/** every number of `few` is among `many` (as many times) */
const within = (few: number[], many: number[]) => {
  const left = new Map<number, number>();
  for (const n of many) left.set(n, (left.get(n) ?? 0) + 1);
  return few.every((n) => {
    const count = left.get(n) ?? 0;
    left.set(n, count - 1);
    return count > 0;
  });
};
const jaccard = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.max(1, a.size + b.size - shared);
};
/**
 * The same question, reworded: the same givens (one's numbers all among the other's) and half
 * their content words shared, or, with no numbers at all, most of their words shared. Templates
 * with other numbers ("what comes next in the series ...") are different questions.
 */
const sameQuestion = (
  a: { words: Set<string>; numbers: number[] },
  b: { words: Set<string>; numbers: number[] },
) => {
  const similarity = jaccard(a.words, b.words);
  if (a.numbers.length === 0 && b.numbers.length === 0) return similarity >= 0.6;
  if (a.numbers.length === 0 || b.numbers.length === 0) return false;
  const sameGivens =
    a.numbers.length <= b.numbers.length ? within(a.numbers, b.numbers) : within(b.numbers, a.numbers);
  return sameGivens && similarity >= 0.5;
};
const textOf = (q: ContentQuestion) => [q.text, ...("options" in q ? q.options : [])].join(" ");

describe("the question bank", () => {
  it("holds at least 1,500 distinct questions that learners reach through a quiz", () => {
    const reachable = new Set(ALL_EXAM_CONTENT.flatMap((c) => c.quizzes.flatMap(keysOf)));
    expect(reachable.size).toBeGreaterThanOrEqual(1500);
    // a stem asked of two passages ("the FIRST sentence after rearrangement") is two questions
    const texts = new Set(all.map(({ q }) => `${q.stimulus ?? ""}|${normalised(textOf(q))}`));
    expect(texts.size, "two questions with the same wording, options and passage").toBe(all.length);
  });

  it("never holds one question in two exams, nor a close paraphrase of one", () => {
    const described = all.map(({ exam, q }) => ({
      exam,
      key: q.key,
      words: contentWords(q.text),
      numbers: numbersIn(q.text),
      stimulus: q.stimulus,
    }));
    const pairs: string[] = [];
    for (let i = 0; i < described.length; i++) {
      for (let j = i + 1; j < described.length; j++) {
        const a = described[i];
        const b = described[j];
        // one stem ("the central idea of the passage") on two different passages is two questions
        const otherPassages = a?.stimulus && b?.stimulus && a.stimulus !== b.stimulus;
        if (a && b && a.exam !== b.exam && !otherPassages && sameQuestion(a, b))
          pairs.push(`${a.key} ~ ${b.key}`);
      }
    }
    expect(pairs).toEqual([]);
  });

  it("has Hindi for every question and shared stimulus outside English-language sections", () => {
    const missing = all.filter(({ q }) => q.subject !== ENGLISH_SUBJECT && !q.hi).map(({ q }) => q.key);
    expect(missing).toEqual([]);
    for (const content of ALL_EXAM_CONTENT) {
      const users = new Map<string, ContentQuestion[]>();
      for (const q of content.questions) {
        if (q.stimulus) users.set(q.stimulus, [...(users.get(q.stimulus) ?? []), q]);
      }
      const stimulusKeys = new Set((content.stimuli ?? []).map((s) => s.key));
      for (const key of users.keys()) expect(stimulusKeys, `unknown stimulus ${key}`).toContain(key);
      for (const s of content.stimuli ?? []) {
        const readers = users.get(s.key) ?? [];
        expect(readers.length, `${s.key} is shared by a set`).toBeGreaterThanOrEqual(2);
        if (readers.some((q) => q.subject !== ENGLISH_SUBJECT))
          expect(s.hi, `${s.key} in Hindi`).toBeDefined();
      }
    }
  });

  it("keeps source notes only for questions the bank still holds", () => {
    const keys = new Set(all.map(({ q }) => q.key));
    expect(Object.keys(FIRST_BANK_SOURCES).filter((key) => !keys.has(key))).toEqual([]);
  });

  it("gives every factual item a source note and every current-affairs item an as-of date", () => {
    const unsourced = all
      .filter(({ q }) => FACTUAL_SUBJECTS.has(q.subject) && !(q.source && q.source.trim().length > 8))
      .map(({ q }) => q.key);
    expect(unsourced).toEqual([]);
    const undated = all.filter(({ q }) => q.subject === "Current affairs" && !q.asOf).map(({ q }) => q.key);
    expect(undated).toEqual([]);
    for (const { q } of all) {
      if (q.asOf === undefined) continue;
      expect(q.asOf, q.key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(q.asOf)), q.key).toBe(false);
      expect(q.asOf <= "2026-11-30", `${q.key} as of a day to come`).toBe(true);
    }
  });
});
