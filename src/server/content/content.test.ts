import katex from "katex";
import { describe, expect, it } from "vitest";
import { unbreakableGroups } from "~/domain/math-line-breaks";
import type { ExamContent } from "~/shared/contract/bank";
import { ALL_EXAM_CONTENT } from "./index";

/** Every $...$ or $$...$$ span in a text. */
function mathSpans(text: string): string[] {
  const spans: string[] = [];
  const re = /\$\$([\s\S]+?)\$\$|\$([^$]+?)\$/g;
  for (const m of text.matchAll(re)) spans.push((m[1] ?? m[2] ?? "").trim());
  return spans;
}

/** What a learner reads of a question, in both languages: its text, options and explanation. */
const shownTexts = (q: ExamContent["questions"][number]): string[] => [
  q.text,
  ...("options" in q ? q.options : []),
  q.explanation,
  ...(q.hi ? [q.hi.text, ...("options" in q.hi ? q.hi.options : []), q.hi.explanation] : []),
];

describe.each(ALL_EXAM_CONTENT.map((c) => [c.exam.key, c] as const))("%s content", (_key, content) => {
  const subjects = Object.keys(content.topics);

  it("has at least 60 questions over every listed subject", () => {
    expect(content.questions.length).toBeGreaterThanOrEqual(60);
    for (const subject of subjects) {
      expect(content.questions.filter((q) => q.subject === subject).length, subject).toBeGreaterThanOrEqual(
        5,
      );
    }
  });

  it("gives every question the options and key of its type, an explanation and a known topic", () => {
    const optionCount = content.exam.key === "banking" ? 5 : 4;
    for (const q of content.questions) {
      if (q.type === "numerical") {
        expect(Number.isFinite(q.numericAnswer.min) && Number.isFinite(q.numericAnswer.max), q.key).toBe(
          true,
        );
        expect(q.numericAnswer.min, q.key).toBeLessThanOrEqual(q.numericAnswer.max);
        expect("options" in q, `${q.key} is numerical and has no options`).toBe(false);
      } else {
        expect(q.options, q.key).toHaveLength(q.type === "multiple" ? 4 : optionCount);
        expect(
          q.options.every((o) => o.trim().length > 0),
          q.key,
        ).toBe(true);
        expect(new Set(q.options.map((o) => o.trim())).size, q.key).toBe(q.options.length);
        if (q.type === "multiple") {
          expect(q.correctAnswers.length, q.key).toBeGreaterThanOrEqual(1);
          expect(q.correctAnswers, q.key).toEqual([...new Set(q.correctAnswers)].sort((a, b) => a - b));
          for (const i of q.correctAnswers) expect(i >= 0 && i < q.options.length, q.key).toBe(true);
        } else {
          expect(q.correct >= 0 && q.correct < q.options.length, q.key).toBe(true);
        }
      }
      expect(q.text.trim().length, q.key).toBeGreaterThan(10);
      expect(q.explanation.trim().length, q.key).toBeGreaterThan(20);
      expect(subjects, q.key).toContain(q.subject);
      expect(content.topics[q.subject], q.key).toContain(q.topic);
      expect(["easy", "medium", "hard"], q.key).toContain(q.difficulty);
    }
  });

  it("has unique question keys prefixed with the exam", () => {
    const keys = content.questions.map((q) => q.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key.startsWith(`${content.exam.key}-`), key).toBe(true);
  });

  it("translates at least a third of its questions into Hindi, completely", () => {
    const translated = content.questions.filter((q) => q.hi);
    expect(translated.length * 3).toBeGreaterThanOrEqual(content.questions.length);
    for (const q of translated) {
      if (q.type === "numerical") expect(q.hi && "options" in q.hi, q.key).toBe(false);
      else expect(q.hi?.options, q.key).toHaveLength(q.options.length);
      expect(q.hi?.text.trim().length, q.key).toBeGreaterThan(5);
      expect(q.hi?.explanation.trim().length, q.key).toBeGreaterThan(5);
      expect(/[\u0900-\u097F]/.test(q.hi?.text ?? ""), `${q.key} Hindi text in Devanagari`).toBe(true);
    }
  });

  it("writes math that KaTeX parses", () => {
    for (const q of content.questions) {
      for (const text of shownTexts(q)) {
        for (const span of mathSpans(text)) {
          expect(() => katex.renderToString(span, { throwOnError: true }), `${q.key}: ${span}`).not.toThrow();
        }
      }
    }
  });

  it("writes no formula a phone cannot break: no relation, arrow or plus inside one \\mathrm group", () => {
    for (const q of content.questions) {
      const groups = shownTexts(q).flatMap((text) => mathSpans(text).flatMap(unbreakableGroups));
      expect(groups, q.key).toEqual([]);
    }
  });

  it("builds three practice quizzes, a mock test and a sample past paper from its own questions", () => {
    const keys = new Set(content.questions.map((q) => q.key));
    const kinds = content.quizzes.map((q) => q.kind);
    expect(kinds.filter((k) => k === "practice").length).toBeGreaterThanOrEqual(3);
    expect(kinds).toContain("mock");
    const past = content.quizzes.filter((q) => q.kind === "past_paper");
    expect(past.length).toBeGreaterThanOrEqual(1);
    for (const p of past) {
      expect(p.isSample).toBe(true);
      expect(p.year).toBeGreaterThan(2000);
    }
    for (const quiz of content.quizzes) {
      const used = quiz.questionKeys ?? quiz.sections?.flatMap((s) => s.questionKeys) ?? [];
      expect(used.length, quiz.key).toBeGreaterThanOrEqual(5);
      expect(new Set(used).size, `${quiz.key} repeats a question`).toBe(used.length);
      for (const k of used) expect(keys.has(k), `${quiz.key} uses unknown ${k}`).toBe(true);
      expect(quiz.timeLimitMinutes, quiz.key).toBeGreaterThan(0);
    }
  });

  it("labels every quiz by the difficulty most of its questions carry", () => {
    const byKey = new Map(content.questions.map((q) => [q.key, q]));
    const mislabelled: string[] = [];
    for (const quiz of content.quizzes) {
      const keys = quiz.questionKeys ?? quiz.sections?.flatMap((s) => s.questionKeys) ?? [];
      const counts = { easy: 0, medium: 0, hard: 0 };
      for (const key of keys) {
        const q = byKey.get(key);
        if (q) counts[q.difficulty] += 1;
      }
      if (counts[quiz.difficulty] < Math.max(counts.easy, counts.medium, counts.hard))
        mislabelled.push(`${quiz.key} is ${quiz.difficulty}: ${JSON.stringify(counts)}`);
    }
    expect(mislabelled).toEqual([]);
  });

  it("models the mock test on the exam's sections and scales its time to the real paper", () => {
    const mock = content.quizzes.find((q) => q.kind === "mock");
    const sectionNames = content.exam.sections.map((s) => s.name);
    expect(mock?.sections?.map((s) => s.name)).toEqual(sectionNames);
    const count = mock?.sections?.flatMap((s) => s.questionKeys).length ?? 0;
    const { minutes, questions } = content.exam.officialPaper;
    const scaled = Math.max(10, Math.round((minutes * count) / questions));
    expect(Math.abs((mock?.timeLimitMinutes ?? 0) - scaled)).toBeLessThanOrEqual(Math.max(2, scaled * 0.15));
  });
});

describe("the whole bank", () => {
  it("holds at least 300 questions with keys unique across exams", () => {
    const keys = ALL_EXAM_CONTENT.flatMap((c) => c.questions.map((q) => q.key));
    expect(keys.length).toBeGreaterThanOrEqual(300);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("never puts one question text in two exams", () => {
    const examsOf = new Map<string, Set<string>>();
    for (const c of ALL_EXAM_CONTENT) {
      for (const q of c.questions) examsOf.set(q.text, (examsOf.get(q.text) ?? new Set()).add(c.exam.key));
    }
    const shared = [...examsOf].filter(([, exams]) => exams.size > 1).map(([text]) => text);
    expect(shared).toEqual([]);
  });

  it("keeps the exam figures the product promises", () => {
    const facts = Object.fromEntries(ALL_EXAM_CONTENT.map((c) => [c.exam.key, c.exam]));
    expect(facts.upsc?.totalMarks).toContain("2025");
    expect(facts.upsc?.attempts).toContain("6");
    expect(facts.jee?.totalMarks).toContain("300");
    expect(facts.jee?.duration).toContain("3 hours");
    expect(facts.jee?.attempts).toContain("3");
    expect(facts.neet?.totalMarks).toContain("720");
    // since 2025: 180 questions in 180 minutes, no optional section (was 3 hours 20 minutes)
    expect(facts.neet?.duration).toBe("3 hours (180 minutes)");
    expect(facts.ssc?.totalMarks).toContain("200");
    expect(facts.ssc?.duration).toContain("1 hour");
    expect(facts.banking?.totalMarks).toContain("100-200");
    expect(facts.upsc?.marking).toMatchObject({ correct: 2 });
    expect(facts.upsc?.marking.wrong).toBeCloseTo(-2 / 3, 6);
    expect(facts.jee?.marking).toMatchObject({ correct: 4, wrong: -1 });
    expect(facts.neet?.marking).toMatchObject({ correct: 4, wrong: -1 });
    expect(facts.ssc?.marking).toMatchObject({ correct: 2, wrong: -0.5 });
    expect(facts.banking?.marking).toMatchObject({ correct: 1, wrong: -0.25 });
  });
});
