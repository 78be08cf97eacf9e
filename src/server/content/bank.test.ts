import { describe, expect, it } from "vitest";
import type { ContentQuestion, ContentQuiz } from "~/shared/contract/bank";
import { ALL_EXAM_CONTENT } from "./index";
import { describeStem, nearDuplicatePairs, normalised } from "./near-duplicates";
import { duplicatePairs } from "./report/syllabus-report";

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
    const described = all.map(({ exam, q }) => ({ exam, key: q.key, stimulus: q.stimulus }));
    // one stem ("the central idea of the passage") on two different passages is two questions
    const comparable = (i: number, j: number) => {
      const a = described[i]!;
      const b = described[j]!;
      return a.exam !== b.exam && !(a.stimulus && b.stimulus && a.stimulus !== b.stimulus);
    };
    const pairs = nearDuplicatePairs(
      all.map(({ q }) => describeStem(q.text)),
      comparable,
    ).map(([i, j]) => `${described[i]!.key} ~ ${described[j]!.key}`);
    expect(pairs).toEqual([]);
  });

  it("holds no question twice within an exam, nor its rewording with the same options and answer", () => {
    // the pairs `npm run content:report` lists under "duplicates found"
    const found = ALL_EXAM_CONTENT.map((c) => ({ exam: c.exam.key, ...duplicatePairs(c.questions) }));
    expect(found.filter((f) => f.exact.length + f.near.length > 0)).toEqual([]);
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
