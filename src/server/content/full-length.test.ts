import { describe, expect, it } from "vitest";
import type { ContentQuestion, ContentQuiz, ExamContent } from "~/shared/contract/bank";
import { ALL_EXAM_CONTENT } from "./index";

/**
 * Full-length papers (product.md section 8): each reproduces its official paper exactly, in
 * question count, minutes, sections and question types.
 */

type PaperRule = {
  exam: string;
  paper: string;
  questions: number;
  minutes: number;
  /** section name -> questions in it, in paper order */
  sections: [string, number][];
  /** per section: how many of each question type (single when absent) */
  types?: Record<string, Partial<Record<"single" | "multiple" | "numerical", number>>>;
  /** full-length papers of this kind the bank must hold */
  atLeast: number;
  sectionMinutes?: number;
  options?: number;
};

const RULES: PaperRule[] = [
  {
    exam: "jee",
    paper: "JEE Main Paper 1 (B.E./B.Tech)",
    questions: 75,
    minutes: 180,
    sections: [
      ["Physics", 25],
      ["Chemistry", 25],
      ["Mathematics", 25],
    ],
    types: {
      Physics: { single: 20, numerical: 5 },
      Chemistry: { single: 20, numerical: 5 },
      Mathematics: { single: 20, numerical: 5 },
    },
    atLeast: 4,
  },
  {
    exam: "jee",
    paper: "JEE Advanced Paper 1 (2024 pattern)",
    questions: 51,
    minutes: 180,
    sections: [
      ["Physics Section 1", 4],
      ["Physics Section 2", 3],
      ["Physics Section 3", 6],
      ["Physics Section 4", 4],
      ["Chemistry Section 1", 4],
      ["Chemistry Section 2", 3],
      ["Chemistry Section 3", 6],
      ["Chemistry Section 4", 4],
      ["Mathematics Section 1", 4],
      ["Mathematics Section 2", 3],
      ["Mathematics Section 3", 6],
      ["Mathematics Section 4", 4],
    ],
    types: {
      "Physics Section 1": { single: 4 },
      "Physics Section 2": { multiple: 3 },
      "Physics Section 3": { numerical: 6 },
      "Physics Section 4": { single: 4 },
      "Chemistry Section 1": { single: 4 },
      "Chemistry Section 2": { multiple: 3 },
      "Chemistry Section 3": { numerical: 6 },
      "Chemistry Section 4": { single: 4 },
      "Mathematics Section 1": { single: 4 },
      "Mathematics Section 2": { multiple: 3 },
      "Mathematics Section 3": { numerical: 6 },
      "Mathematics Section 4": { single: 4 },
    },
    atLeast: 2,
  },
  {
    exam: "jee",
    paper: "JEE Advanced Paper 2 (2024 pattern)",
    questions: 51,
    minutes: 180,
    sections: [
      ["Physics Section 1", 4],
      ["Physics Section 2", 3],
      ["Physics Section 3", 6],
      ["Physics Section 4", 4],
      ["Chemistry Section 1", 4],
      ["Chemistry Section 2", 3],
      ["Chemistry Section 3", 6],
      ["Chemistry Section 4", 4],
      ["Mathematics Section 1", 4],
      ["Mathematics Section 2", 3],
      ["Mathematics Section 3", 6],
      ["Mathematics Section 4", 4],
    ],
    types: {
      "Physics Section 1": { single: 4 },
      "Physics Section 2": { multiple: 3 },
      "Physics Section 3": { numerical: 6 },
      "Physics Section 4": { numerical: 4 },
      "Chemistry Section 1": { single: 4 },
      "Chemistry Section 2": { multiple: 3 },
      "Chemistry Section 3": { numerical: 6 },
      "Chemistry Section 4": { numerical: 4 },
      "Mathematics Section 1": { single: 4 },
      "Mathematics Section 2": { multiple: 3 },
      "Mathematics Section 3": { numerical: 6 },
      "Mathematics Section 4": { numerical: 4 },
    },
    atLeast: 2,
  },
  {
    exam: "neet",
    paper: "NEET (UG)",
    questions: 180,
    minutes: 180,
    sections: [
      ["Physics", 45],
      ["Chemistry", 45],
      ["Botany", 45],
      ["Zoology", 45],
    ],
    atLeast: 3,
    options: 4,
  },
  {
    exam: "ssc",
    paper: "SSC CGL Tier 1",
    questions: 100,
    minutes: 60,
    sections: [
      ["General Intelligence and Reasoning", 25],
      ["General Awareness", 25],
      ["Quantitative Aptitude", 25],
      ["English Comprehension", 25],
    ],
    atLeast: 3,
    options: 4,
  },
  {
    exam: "banking",
    paper: "IBPS PO prelims",
    questions: 100,
    minutes: 60,
    sections: [
      ["English Language", 30],
      ["Quantitative Aptitude", 35],
      ["Reasoning Ability", 35],
    ],
    sectionMinutes: 20,
    atLeast: 3,
    options: 5,
  },
  {
    exam: "upsc",
    paper: "UPSC CSE prelims GS Paper I",
    questions: 100,
    minutes: 120,
    sections: [["General Studies Paper I", 100]],
    atLeast: 3,
    options: 4,
  },
  {
    exam: "upsc",
    paper: "UPSC CSE prelims CSAT (Paper II)",
    questions: 80,
    minutes: 120,
    sections: [],
    atLeast: 3,
    options: 4,
  },
];

const contentOf = (exam: string): ExamContent => {
  const found = ALL_EXAM_CONTENT.find((c) => c.exam.key === exam);
  if (!found) throw new Error(`no exam ${exam}`);
  return found;
};
const keysOf = (quiz: ContentQuiz) =>
  quiz.sections?.flatMap((s) => s.questionKeys) ?? quiz.questionKeys ?? [];
const typeOf = (q: ContentQuestion) => q.type ?? "single";

describe.each(RULES.map((r) => [r.paper, r] as const))("%s full-length papers", (_paper, rule) => {
  const content = contentOf(rule.exam);
  const papers = content.quizzes.filter((q) => q.fullLength?.paper === rule.paper);
  const byKey = new Map(content.questions.map((q) => [q.key, q]));

  it(`has at least ${rule.atLeast}, each a mock with the official count and minutes`, () => {
    expect(papers.length).toBeGreaterThanOrEqual(rule.atLeast);
    for (const paper of papers) {
      expect(paper.kind, paper.key).toBe("mock");
      expect(paper.fullLength, paper.key).toEqual({
        paper: rule.paper,
        questions: rule.questions,
        minutes: rule.minutes,
      });
      expect(paper.timeLimitMinutes, paper.key).toBe(rule.minutes);
      const keys = keysOf(paper);
      expect(keys.length, paper.key).toBe(rule.questions);
      expect(new Set(keys).size, `${paper.key} repeats a question`).toBe(keys.length);
      for (const key of keys) expect(byKey.has(key), `${paper.key} uses unknown ${key}`).toBe(true);
    }
  });

  it("follows the official sections, section sizes, question types and options", () => {
    for (const paper of papers) {
      if (rule.sections.length > 0) {
        expect(
          paper.sections?.map((s) => [s.name, s.questionKeys.length]),
          paper.key,
        ).toEqual(rule.sections);
        const examSection = new Map(content.exam.sections.map((s) => [s.name, s.subjects]));
        for (const section of paper.sections ?? []) {
          const subjects = examSection.get(section.name);
          if (subjects) {
            for (const key of section.questionKeys) {
              expect(subjects, `${paper.key}: ${key} in ${section.name}`).toContain(byKey.get(key)?.subject);
            }
          }
          if (rule.sectionMinutes) expect(section.timeLimitMinutes, paper.key).toBe(rule.sectionMinutes);
          const wanted = rule.types?.[section.name];
          if (wanted) {
            const counts: Record<string, number> = {};
            for (const key of section.questionKeys) {
              const t = typeOf(byKey.get(key) as ContentQuestion);
              counts[t] = (counts[t] ?? 0) + 1;
            }
            expect(counts, `${paper.key}: ${section.name}`).toEqual(wanted);
          }
        }
      }
      if (rule.options) {
        for (const key of keysOf(paper)) {
          const q = byKey.get(key) as ContentQuestion;
          expect(typeOf(q), key).toBe("single");
          if ("options" in q) expect(q.options.length, key).toBe(rule.options);
        }
      }
    }
  });

  it("labels each paper by the label most of its questions carry", () => {
    for (const paper of papers) {
      const counts = { easy: 0, medium: 0, hard: 0 };
      for (const key of keysOf(paper)) counts[(byKey.get(key) as ContentQuestion).difficulty] += 1;
      const top = Math.max(counts.easy, counts.medium, counts.hard);
      expect(counts[paper.difficulty], `${paper.key}: ${JSON.stringify(counts)}`).toBe(top);
    }
  });

  it("puts no question in two full-length papers, and papers of one kind at different difficulties", () => {
    const seen = new Map<string, string>();
    for (const paper of papers) {
      for (const key of keysOf(paper)) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${paper.key}`).toBeUndefined();
        seen.set(key, paper.key);
      }
    }
    if (rule.atLeast > 1) expect(new Set(papers.map((p) => p.difficulty)).size).toBeGreaterThan(1);
  });
});

describe.each(ALL_EXAM_CONTENT.map((c) => [c.exam.key, c] as const))("%s mock tests", (_key, content) => {
  it("cover easy, medium and hard, so no difficulty filter is empty", () => {
    const labels = new Set(content.quizzes.filter((q) => q.kind === "mock").map((q) => q.difficulty));
    expect([...labels].sort()).toEqual(["easy", "hard", "medium"]);
  });
});

/** The figures in a text's $...$ math, sorted: the Hindi gives a question's numbers in the same math (word order may differ). */
const mathFigures = (text: string) =>
  (text.match(/\$[^$]+\$/g) ?? []).flatMap((math) => math.match(/\d+(?:\.\d+)?/g) ?? []).sort();

describe("JEE Main full-length papers in Hindi", () => {
  const content = contentOf("jee");
  const byKey = new Map(content.questions.map((q) => [q.key, q]));
  const papers = content.quizzes.filter((q) => q.fullLength?.paper === "JEE Main Paper 1 (B.E./B.Tech)");

  it("give every question, numerical ones included, its Hindi text and explanation in Devanagari", () => {
    expect(papers.length).toBeGreaterThanOrEqual(2);
    const missing: string[] = [];
    for (const paper of papers) {
      for (const key of keysOf(paper)) {
        const q = byKey.get(key);
        const hi = q?.hi;
        const complete =
          hi !== undefined &&
          /[\u0900-\u097F]/.test(hi.text) &&
          /[\u0900-\u097F]/.test(hi.explanation) &&
          (q?.type === "numerical"
            ? !("options" in hi)
            : "options" in hi && hi.options.length === q?.options.length);
        if (!complete) missing.push(`${paper.key}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("give a numerical question's figures in its Hindi math as the English does", () => {
    const differing: string[] = [];
    for (const key of papers.flatMap(keysOf)) {
      const q = byKey.get(key);
      if (q?.type !== "numerical" || !q.hi) continue;
      if (mathFigures(q.hi.text).join(" ") !== mathFigures(q.text).join(" ")) differing.push(key);
    }
    expect(differing).toEqual([]);
  });
});
