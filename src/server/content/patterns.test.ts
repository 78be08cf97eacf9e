import { describe, expect, it } from "vitest";
import { marksOf } from "~/domain/marking";
import type { ContentQuestion, ContentQuiz, ExamContent } from "~/shared/contract/bank";
import { ALL_EXAM_CONTENT } from "./index";

/** The exams as they are today (product.md section 8): patterns, marking per type, cut-offs. */

const byKey = Object.fromEntries(ALL_EXAM_CONTENT.map((c) => [c.exam.key, c])) as Record<string, ExamContent>;
const jee = byKey.jee as ExamContent;
const neet = byKey.neet as ExamContent;
const upsc = byKey.upsc as ExamContent;
const ssc = byKey.ssc as ExamContent;
const banking = byKey.banking as ExamContent;

const question = (content: ExamContent, key: string): ContentQuestion => {
  const found = content.questions.find((q) => q.key === key);
  if (!found) throw new Error(`no question ${key}`);
  return found;
};
const typeOf = (q: ContentQuestion) => q.type ?? "single";
const mocks = (content: ExamContent) => content.quizzes.filter((q) => q.kind === "mock");

describe.each(ALL_EXAM_CONTENT.map((c) => [c.exam.key, c] as const))("%s pattern", (_key, content) => {
  it("says which year's notice it follows, and where that is published", () => {
    const { pattern } = content.exam;
    expect(pattern.year).toBeGreaterThanOrEqual(2025);
    expect(pattern.notice.trim().length).toBeGreaterThan(10);
    expect(pattern.source.trim().length).toBeGreaterThan(5);
  });

  it("keeps published cut-offs with their year and source, per section only for the exam's sections", () => {
    const all = [content.exam.cutoffs, ...content.quizzes.map((q) => q.cutoffs)].filter(
      (c) => c !== undefined,
    );
    for (const cutoffs of all) {
      expect(cutoffs.year).toBeGreaterThan(2000);
      expect(cutoffs.source.length).toBeGreaterThan(5);
      expect(cutoffs.category.length).toBeGreaterThan(0);
      if (cutoffs.overall !== undefined) expect(cutoffs.overall).toBeLessThanOrEqual(cutoffs.maxMarks);
      for (const name of Object.keys(cutoffs.sections ?? {})) {
        expect(content.exam.sections.map((s) => s.name)).toContain(name);
      }
    }
  });

  it("states the answer of every numerical question in its explanation, inside the stored range", () => {
    for (const q of content.questions) {
      if (q.type !== "numerical") continue;
      const numbers = (q.explanation.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
      const { min, max } = q.numericAnswer;
      expect(
        numbers.some((n) => n >= min - 1e-9 && n <= max + 1e-9),
        `${q.key}: no number in [${min}, ${max}]`,
      ).toBe(true);
    }
  });

  it("sets marks for every question type beyond single correct that a quiz holds", () => {
    for (const quiz of content.quizzes) {
      const scheme = quiz.markingScheme ?? content.exam.marking;
      const keys = quiz.sections?.flatMap((s) => s.questionKeys) ?? quiz.questionKeys ?? [];
      for (const key of keys) {
        const { type } = question(content, key);
        if (type === "multiple" || type === "numerical") {
          expect(scheme.byType?.[type], `${quiz.key}: marks for ${type} ${key}`).toBeDefined();
        }
      }
    }
  });
});

describe("the patterns of today's papers", () => {
  it("NEET: 180 questions in 180 minutes, 45 per subject, no optional section", () => {
    expect(neet.exam.officialPaper).toEqual({ minutes: 180, questions: 180 });
    expect(neet.exam.duration).toBe("3 hours (180 minutes)");
    expect(neet.exam.sections.map((s) => s.name)).toEqual(["Physics", "Chemistry", "Botany", "Zoology"]);
    expect(neet.exam.patternText).toContain("45 each in Physics, Chemistry, Botany and Zoology");
    expect(neet.exam.patternText).toContain("no optional section");
    expect(neet.exam.patternText).not.toMatch(/Section B with internal choice;|200 minutes|3 hours 20/);
    expect(neet.exam.pattern.year).toBe(2025);
    const mock = mocks(neet)[0];
    const count = mock?.sections?.flatMap((s) => s.questionKeys).length ?? 0;
    expect(mock?.timeLimitMinutes).toBe(count); // a minute a question, as in the paper
    expect(mock?.sections?.map((s) => s.questionKeys.length)).toEqual([6, 6, 6, 6]);
  });

  it("JEE Main: +4 / -1 for single and numerical answers alike, 20 + 5 per subject scaled in the mock", () => {
    expect(jee.exam.marking).toMatchObject({ correct: 4, wrong: -1 });
    expect(marksOf(jee.exam.marking, { type: "numerical" })).toEqual({ correct: 4, wrong: -1 });
    expect(jee.exam.officialPaper).toEqual({ minutes: 180, questions: 75 });
    const main = mocks(jee)[0] as ContentQuiz;
    const papers = [
      main,
      ...jee.quizzes.filter((q) => q.kind === "past_paper" && q.title.includes("JEE Main")),
    ];
    expect(papers.length).toBeGreaterThanOrEqual(2);
    for (const paper of papers) {
      expect(paper.title, paper.key).toContain("JEE Main");
      for (const section of paper.sections ?? []) {
        const types = section.questionKeys.map((k) => typeOf(question(jee, k)));
        const numerical = types.filter((t) => t === "numerical").length;
        expect(numerical, `${paper.key} ${section.name}`).toBeGreaterThanOrEqual(1);
        expect(types.length - numerical, `${paper.key} ${section.name}`).toBe(numerical * 4); // 20 : 5
        expect(types.filter((t) => t === "multiple")).toEqual([]);
      }
      const count = paper.sections?.flatMap((s) => s.questionKeys).length ?? 0;
      expect(paper.timeLimitMinutes, paper.key).toBe(Math.round((180 * count) / 75));
    }
  });

  it("JEE: at least two original numerical questions per subject", () => {
    for (const subject of ["Physics", "Chemistry", "Mathematics"]) {
      const numerical = jee.questions.filter((q) => q.subject === subject && q.type === "numerical");
      expect(numerical.length, subject).toBeGreaterThanOrEqual(2);
    }
  });

  it("JEE Advanced mock: single, multiple-correct and numerical questions marked per type", () => {
    const advanced = mocks(jee).find((q) => q.title.includes("JEE Advanced pattern"));
    expect(advanced).toBeDefined();
    const types = new Set(
      (advanced?.sections ?? []).flatMap((s) => s.questionKeys.map((k) => typeOf(question(jee, k)))),
    );
    expect([...types].sort()).toEqual(["multiple", "numerical", "single"]);
    const scheme = advanced?.markingScheme;
    expect(scheme && marksOf(scheme, { type: "single" })).toEqual({ correct: 3, wrong: -1 });
    expect(scheme && marksOf(scheme, { type: "multiple" })).toEqual({
      correct: 4,
      wrong: -2,
      partialPerOption: 1,
    });
    expect(scheme && marksOf(scheme, { type: "numerical" })).toEqual({ correct: 4, wrong: 0 });
    expect(advanced?.description).toContain("check the year's information brochure");
  });

  it("UPSC: the first mock is GS Paper I; the CSAT mock is +2.5 / -5/6 and qualifying at 33%", () => {
    expect(upsc.exam.officialPaper).toEqual({ minutes: 120, questions: 100 });
    expect(upsc.exam.marking.correct).toBe(2);
    expect(upsc.exam.marking.wrong).toBeCloseTo(-2 / 3, 10);
    const [gs, csat] = mocks(upsc);
    expect(gs?.title).toContain("GS Paper I");
    expect(csat?.title).toContain("CSAT");
    expect(csat?.markingScheme?.correct).toBe(2.5);
    expect(csat?.markingScheme?.wrong).toBeCloseTo(-5 / 6, 10);
    expect(csat?.qualifyingPercent).toBe(33);
    const count = csat?.sections?.flatMap((s) => s.questionKeys).length ?? 0;
    expect(count).toBeGreaterThanOrEqual(10);
    expect(csat?.timeLimitMinutes).toBe(Math.round((120 * count) / 80));
    expect(upsc.exam.cutoffs).toMatchObject({ year: 2025, maxMarks: 200, overall: 92.66 });
    expect(upsc.exam.cutoffs?.qualifyingPaper?.percent).toBe(csat?.qualifyingPercent);
  });

  it("SSC CGL Tier 1: 100 questions in four sections of 25, 60 minutes, +2 / -0.5", () => {
    expect(ssc.exam.officialPaper).toEqual({ minutes: 60, questions: 100 });
    expect(ssc.exam.sections).toHaveLength(4);
    expect(ssc.exam.patternText).toContain("25 each");
    expect(ssc.exam.marking).toMatchObject({ correct: 2, wrong: -0.5 });
    expect(ssc.exam.cutoffs).toMatchObject({ maxMarks: 200 });
  });

  it("IBPS PO prelims: five options on every question, 20 minutes a section, +1 / -0.25, the overall cut-off", () => {
    for (const q of banking.questions) {
      expect(q.type === "multiple" || q.type === "numerical", q.key).toBe(false);
      if (q.type === "multiple" || q.type === "numerical") continue;
      expect(q.options, q.key).toHaveLength(5);
      if (q.hi) expect(q.hi.options, q.key).toHaveLength(5);
    }
    expect(banking.exam.sections.map((s) => s.timeLimitMinutes)).toEqual([20, 20, 20]);
    expect(banking.exam.marking).toMatchObject({ correct: 1, wrong: -0.25 });
    expect(banking.exam.marking.bySection).toBeUndefined(); // until the notice's section marks are confirmed
    // 2024's overall figure, the newest found; no sectional figure of 2024 or later was found to cite
    expect(banking.exam.cutoffs).toMatchObject({ year: 2024, maxMarks: 100, overall: 48.5 });
  });
});
