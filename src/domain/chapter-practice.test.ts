import { describe, expect, it } from "vitest";
import type { Syllabus } from "~/shared/contract/syllabus";
import {
  accuracyOf,
  type ChapterCounts,
  chooseChapterSet,
  findChapter,
  officialPaceSeconds,
  type SetCandidate,
  setMinutes,
  syllabusCoverage,
} from "./chapter-practice";

const syllabus: Syllabus = {
  exam: "jee",
  title: "Zq paper",
  titleHi: "ज़क पेपर",
  source: { document: "Zq bulletin", issuer: "Zq board", year: 2025, note: "a test tree" },
  subjects: [
    {
      name: "Physics",
      nameHi: "भौतिकी",
      units: [
        {
          slug: "phy-u1",
          name: "Mechanics",
          nameHi: "यांत्रिकी",
          chapters: [
            { slug: "phy-a", name: "A", nameHi: "क" },
            { slug: "phy-b", name: "B", nameHi: "ख" },
          ],
        },
        {
          slug: "phy-u2",
          name: "Optics",
          nameHi: "प्रकाशिकी",
          chapters: [{ slug: "phy-c", name: "C", nameHi: "ग" }],
        },
      ],
    },
    {
      name: "Chemistry",
      nameHi: "रसायन",
      units: [
        {
          slug: "chem-u1",
          name: "Bonds",
          nameHi: "बंध",
          chapters: [{ slug: "chem-d", name: "D", nameHi: "घ" }],
        },
      ],
    },
  ],
};

const counts = new Map<string, ChapterCounts>([
  ["phy-a", { total: 10, answered: 4, answers: 5, correct: 4 }],
  ["phy-b", { total: 20, answered: 1, answers: 50, correct: 10 }],
  ["chem-d", { total: 3, answered: 0, answers: 0, correct: 0 }],
  ["zq-not-in-syllabus", { total: 99, answered: 9, answers: 9, correct: 9 }],
]);

describe("syllabus coverage", () => {
  it("gives each chapter its counts and accuracy, and rolls them up by summed answers", () => {
    const tree = syllabusCoverage(syllabus, counts, true);
    const physics = tree.subjects[0]!;
    const mechanics = physics.units[0]!;
    expect(mechanics.chapters).toEqual([
      { slug: "phy-a", name: "A", nameHi: "क", total: 10, answered: 4, accuracy: 80 },
      { slug: "phy-b", name: "B", nameHi: "ख", total: 20, answered: 1, accuracy: 20 },
    ]);
    // 14 of 55 answers right: 25%, not the 50% an average of 80% and 20% would say
    expect(mechanics).toMatchObject({ total: 30, answered: 5, accuracy: 25 });
    // a chapter no count names has no questions, and no accuracy without answers
    expect(physics.units[1]).toMatchObject({ total: 0, answered: 0, accuracy: null });
    expect(physics).toMatchObject({ total: 30, answered: 5, accuracy: 25 });
    expect(tree.subjects[1]).toMatchObject({ total: 3, answered: 0, accuracy: null });
    // a slug the syllabus lacks is left out of every sum
    expect(tree).toMatchObject({ total: 33, answered: 5, accuracy: 25 });
  });

  it("gives a signed-out visitor only the questions in the bank", () => {
    const tree = syllabusCoverage(syllabus, counts, false);
    expect(tree).toMatchObject({ total: 33, answered: null, accuracy: null });
    expect(tree.subjects[0]!.units[0]!.chapters[0]).toMatchObject({
      total: 10,
      answered: null,
      accuracy: null,
    });
  });

  it("rounds accuracy to a whole percent", () => {
    expect(accuracyOf(1, 3)).toBe(33);
    expect(accuracyOf(2, 3)).toBe(67);
    expect(accuracyOf(0, 0)).toBeNull();
  });

  it("finds a chapter with its subject and unit", () => {
    const found = findChapter(syllabus, "phy-c");
    expect(found?.subject.name).toBe("Physics");
    expect(found?.unit.slug).toBe("phy-u2");
    expect(findChapter(syllabus, "phy-u2")).toBeUndefined();
  });
});

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 6));
const candidates: SetCandidate[] = [
  { id: 5, difficulty: "easy", latest: { at: at(3), correct: true } },
  { id: 1, difficulty: "hard", latest: null },
  { id: 7, difficulty: "easy", latest: { at: at(1), correct: false } },
  { id: 3, difficulty: "medium", latest: null },
  { id: 9, difficulty: "hard", latest: { at: at(2), correct: false } },
  { id: 2, difficulty: "easy", latest: { at: at(1), correct: true } },
];

describe("choosing a chapter set", () => {
  it("untried first in bank order, then the one answered longest ago", () => {
    expect(chooseChapterSet(candidates, { mode: "untried", size: 10 })).toEqual({
      questionIds: [1, 3, 2, 7, 9, 5],
    });
    expect(chooseChapterSet(candidates, { mode: "untried", size: 3 })).toEqual({ questionIds: [1, 3, 2] });
  });

  it("mistakes again: questions last answered wrong, oldest first, and a refusal when there are none", () => {
    expect(chooseChapterSet(candidates, { mode: "mistakes", size: 10 })).toEqual({ questionIds: [7, 9] });
    const allRight = candidates.map((c) => (c.latest ? { ...c, latest: { ...c.latest, correct: true } } : c));
    expect(chooseChapterSet(allRight, { mode: "mistakes", size: 10 })).toEqual({ refused: "no-mistakes" });
  });

  it("by difficulty keeps to it, untried first, and refuses a difficulty the chapter lacks", () => {
    expect(chooseChapterSet(candidates, { mode: "difficulty", difficulty: "easy", size: 10 })).toEqual({
      questionIds: [2, 7, 5],
    });
    expect(chooseChapterSet(candidates, { mode: "difficulty", difficulty: "hard", size: 1 })).toEqual({
      questionIds: [1],
    });
    const noMedium = candidates.filter((c) => c.difficulty !== "medium");
    expect(chooseChapterSet(noMedium, { mode: "difficulty", difficulty: "medium", size: 10 })).toEqual({
      refused: "no-difficulty",
    });
  });

  it("refuses every mode for a chapter with no questions", () => {
    for (const mode of ["untried", "mistakes", "difficulty"] as const)
      expect(chooseChapterSet([], { mode, difficulty: "easy", size: 10 })).toEqual({
        refused: "no-questions",
      });
  });
});

describe("the official pace", () => {
  it("is the full paper's minutes over its questions, and a set's minutes round up", () => {
    expect(officialPaceSeconds(180, 75)).toBe(144); // JEE Main
    expect(officialPaceSeconds(120, 100)).toBe(72); // UPSC GS I
    expect(officialPaceSeconds(60, 0)).toBe(0);
    expect(setMinutes(10, 144)).toBe(24);
    expect(setMinutes(3, 72)).toBe(4);
    expect(setMinutes(1, 0)).toBe(1);
  });
});
