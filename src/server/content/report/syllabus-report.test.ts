import { describe, expect, it } from "vitest";
import type { ContentQuestion, ContentQuiz, ExamContent } from "~/shared/contract/bank";
import type { Syllabus } from "~/shared/contract/syllabus";
import { duplicatePairs, examReport, examReportText } from "./syllabus-report";

const syllabus: Syllabus = {
  exam: "ssc",
  title: "Zq test syllabus",
  titleHi: "परीक्षण पाठ्यक्रम",
  source: { document: "Zq notice 2026", issuer: "Zq board", year: 2026, note: "A test tree." },
  subjects: [
    {
      name: "Reasoning",
      nameHi: "तर्कशक्ति",
      units: [
        {
          slug: "rea-u1",
          name: "Verbal",
          nameHi: "शाब्दिक",
          chapters: [
            { slug: "rea-series", name: "Series", nameHi: "श्रृंखला" },
            { slug: "rea-analogy", name: "Analogy", nameHi: "सादृश्यता" },
          ],
        },
      ],
    },
    {
      name: "English",
      nameHi: "अंग्रेज़ी",
      units: [
        {
          slug: "eng-u1",
          name: "Vocabulary",
          nameHi: "शब्दावली",
          chapters: [{ slug: "eng-spelling", name: "Spelling", nameHi: "वर्तनी" }],
        },
      ],
    },
  ],
};

const hi = { text: "प्रश्न", options: ["1", "2", "3", "4"] as const, explanation: "हल" };
/** question n of the series chapter, keyed at `correct`, its text made distinct by n */
const series = (n: number, correct: 0 | 1 | 2 | 3, extra: Partial<ContentQuestion> = {}): ContentQuestion =>
  ({
    key: `zq-rea-${n}`,
    subject: "Reasoning",
    topic: "Series",
    chapter: "rea-series",
    difficulty: "easy",
    text: `Which number comes next in the series ${n}, ${2 * n + 1}, ${4 * n + 3}, ?`,
    options: [`${8 * n + 7}`, `${8 * n + 6}`, `${8 * n + 5}`, `${8 * n + 8}`],
    correct,
    explanation: "Each term is twice the one before it plus 1.",
    hi: { ...hi, options: [...hi.options] as [string, string, string, string] },
    ...extra,
  }) as ContentQuestion;

const paper = (key: string, questionKeys: string[]): ContentQuiz => ({
  key,
  kind: "mock",
  title: `Zq ${key}`,
  description: "A test paper.",
  difficulty: "easy",
  timeLimitMinutes: 10,
  sections: [{ name: "Reasoning", questionKeys }],
});

function bank(questions: ContentQuestion[], quizzes: ContentQuiz[]): ExamContent {
  return {
    exam: { key: "ssc", name: "SSC" } as ExamContent["exam"],
    topics: { Reasoning: ["Series", "Analogy"], English: ["Spelling"] },
    questions,
    stimuli: [],
    quizzes,
  };
}

describe("the content report of an exam", () => {
  // 20 series questions keyed A, B, C, D in turn but the last four at A: A 8 of 20 (40%)
  const balanced = Array.from({ length: 20 }, (_, i) => series(i + 1, (i % 4) as 0 | 1 | 2 | 3));
  const leaning = balanced.map((q, i) => (i >= 16 ? { ...q, correct: 0 } : q) as ContentQuestion);
  const english = {
    ...series(99, 2),
    key: "zq-eng-1",
    subject: "English",
    topic: "Spelling",
    chapter: "eng-spelling",
    hi: undefined,
  } as ContentQuestion;

  it("counts questions per chapter, the least and every chapter under 12, fewest first", () => {
    const report = examReport(bank([...balanced, english], []), syllabus);
    expect(report.chapters.map((c) => [c.slug, c.questions])).toEqual([
      ["rea-series", 20],
      ["rea-analogy", 0],
      ["eng-spelling", 1],
    ]);
    expect(report.leastInAChapter).toBe(0);
    expect(report.thinChapters.map((c) => c.slug)).toEqual(["rea-analogy", "eng-spelling"]);
  });

  it("counts Hindi over all questions and outside the English-language section", () => {
    const report = examReport(bank([...balanced, english], []), syllabus);
    expect(report.hindi).toEqual({ questions: 20, share: 20 / 21 });
    expect(report.hindiOutsideEnglish).toEqual({ questions: 20, of: 20, share: 1 });
  });

  it("names each paper's most keyed letter and flags a share over 35% on 20 or more questions", () => {
    const keys = balanced.map((q) => q.key);
    const small = paper("small", keys.slice(0, 3));
    const report = examReport(bank(leaning, [paper("full", keys), small]), syllabus);
    expect(report.papers).toEqual([
      { key: "full", title: "Zq full", singles: 20, letter: "A", share: 0.4, bound: 0.35, leans: true },
      { key: "small", title: "Zq small", singles: 3, letter: "A", share: 1 / 3, bound: 0.35, leans: false },
    ]);
    expect(examReport(bank(balanced, [paper("full", keys)]), syllabus).papers[0]).toMatchObject({
      share: 0.25,
      leans: false,
    });
    expect(examReportText(report)).toContain("LEANS A 40% of 20 (bound 35%)  Zq full");
    expect(report.mockAndPastPapers).toBe(2);
  });

  it("finds exact and near duplicates, not one template asked with other givens", () => {
    const first = series(1, 0);
    const copy = { ...series(1, 0), key: "zq-copy" } as ContentQuestion;
    const reworded = {
      ...series(1, 0),
      key: "zq-reworded",
      text: "What is the next number in the series 1, 3, 7, ?",
    } as ContentQuestion;
    const otherGivens = series(2, 0);
    expect(duplicatePairs([first, copy, otherGivens])).toEqual({
      exact: [["zq-rea-1", "zq-copy"]],
      near: [],
    });
    expect(duplicatePairs([first, reworded, otherGivens])).toEqual({
      exact: [],
      near: [["zq-rea-1", "zq-reworded"]],
    });
    // an inequality asked with other relations is another question, though its answer may agree
    const inequality = (key: string, statement: string) =>
      ({
        ...first,
        key,
        text: `Statements: ${statement}. Conclusions: I. P > S; II. T > R. Which conclusion(s) follow?`,
        options: ["Only I follows", "Only II follows", "Either I or II follows", "Neither follows"],
      }) as ContentQuestion;
    expect(
      duplicatePairs([inequality("zq-in-1", "P > Q ≥ R = S < T"), inequality("zq-in-2", "P ≥ Q > R ≤ S < T")])
        .near,
    ).toEqual([]);
    expect(
      duplicatePairs([
        inequality("zq-in-1", "P > Q ≥ R = S < T"),
        inequality("zq-in-3", "P > Q ≥ R = S < T, T > U"),
      ]).near,
    ).toEqual([["zq-in-1", "zq-in-3"]]);
    // the same stem on two passages is two questions
    const onPassage = (key: string, stimulus: string) => ({ ...first, key, stimulus }) as ContentQuestion;
    expect(duplicatePairs([onPassage("zq-p1", "zq-s1"), onPassage("zq-p2", "zq-s2")])).toEqual({
      exact: [],
      near: [],
    });
  });
});
