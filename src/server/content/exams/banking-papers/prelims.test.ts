import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { keyed } from "~/server/test-support/content/banking-solvers";
import type { ContentQuestion } from "~/shared/contract/bank";

const banking = loadExamBank("banking");

/** The IBPS PO prelims full-length papers keep the real paper's shape. */

const byKey = new Map(banking.questions.map((q) => [q.key, q]));
const question = (key: string): ContentQuestion => {
  const found = byKey.get(key);
  if (!found) throw new Error(`no question ${key}`);
  return found;
};
const papers = banking.quizzes.filter((quiz) => quiz.fullLength);
const count = (items: string[]) => {
  const tally: Record<string, number> = {};
  for (const x of items) tally[x] = (tally[x] ?? 0) + 1;
  return tally;
};

describe("IBPS PO prelims full-length papers", () => {
  it("are four, at three difficulties, so that easy, medium and hard mocks all exist", () => {
    expect(papers.map((p) => p.key)).toEqual([
      "banking-prelims-full-1",
      "banking-prelims-full-2",
      "banking-prelims-full-3",
      "banking-prelims-full-4",
    ]);
    expect(papers.map((p) => p.difficulty).sort()).toEqual(["easy", "hard", "medium", "medium"]);
    const labels = new Set(banking.quizzes.filter((q) => q.kind === "mock").map((q) => q.difficulty));
    expect([...labels].sort()).toEqual(["easy", "hard", "medium"]);
  });

  it("never share a question", () => {
    const all = papers.flatMap((p) => p.sections?.flatMap((s) => s.questionKeys) ?? []);
    expect(new Set(all).size).toBe(all.length);
  });

  it("hold at least 265 questions written for them", () => {
    const fresh = banking.questions.filter((q) => /^banking-p[123]-/.test(q.key));
    expect(fresh.length).toBeGreaterThanOrEqual(265);
    const placed = new Set(papers.flatMap((p) => p.sections?.flatMap((s) => s.questionKeys) ?? []));
    for (const q of fresh) expect(placed.has(q.key), q.key).toBe(true);
  });

  for (const paper of papers) {
    describe(paper.key, () => {
      const sections = paper.sections ?? [];
      const keys = sections.flatMap((s) => s.questionKeys);

      it("is 100 five-option questions in 60 minutes: English 30, Quant 35, Reasoning 35, 20 minutes each", () => {
        expect(paper.kind).toBe("mock");
        expect(paper.fullLength).toEqual({ paper: "IBPS PO prelims", questions: 100, minutes: 60 });
        expect(paper.timeLimitMinutes).toBe(60);
        expect(sections.map((s) => [s.name, s.questionKeys.length, s.timeLimitMinutes])).toEqual([
          ["English Language", 30, 20],
          ["Quantitative Aptitude", 35, 20],
          ["Reasoning Ability", 35, 20],
        ]);
        for (const s of sections) {
          const subjects = banking.exam.sections.find((x) => x.name === s.name)?.subjects ?? [];
          for (const k of s.questionKeys) expect(subjects, k).toContain(question(k).subject);
        }
        for (const k of keys) {
          const q = question(k);
          expect("options" in q && q.options.length, k).toBe(5);
        }
        expect(new Set(keys).size).toBe(100);
      });

      it("carries the label most of its questions carry, with a spread near the rule's", () => {
        const labels = count(keys.map((k) => question(k).difficulty));
        const top = Object.entries(labels).sort((a, b) => b[1] - a[1])[0]?.[0];
        expect(top, JSON.stringify(labels)).toBe(paper.difficulty);
        for (const label of ["easy", "medium", "hard"])
          expect(labels[label] ?? 0, label).toBeGreaterThanOrEqual(5);
      });

      it("has the real paper's sets: a reading passage of 7-10, data tables and puzzles in fives", () => {
        const sets = count(keys.flatMap((k) => question(k).stimulus ?? []));
        const kindOf = (stimulus: string) =>
          question(keys.find((k) => question(k).stimulus === stimulus)!).format;
        const rc = Object.entries(sets).filter(([s]) => kindOf(s) === "passage");
        expect(rc.length).toBeGreaterThanOrEqual(1);
        for (const [, n] of rc) expect(n).toBeGreaterThanOrEqual(7);
        for (const [, n] of rc) expect(n).toBeLessThanOrEqual(10);
        const tables = Object.entries(sets).filter(([s]) => kindOf(s) === "data-table");
        expect(tables.length).toBeGreaterThanOrEqual(1);
        for (const [s, n] of tables) {
          expect(n, s).toBe(5);
          expect(banking.stimuli?.find((x) => x.key === s)?.kind, s).toBe("table");
        }
        const puzzles = Object.entries(sets).filter(([s]) => kindOf(s) === "puzzle");
        expect(puzzles.length).toBeGreaterThanOrEqual(2);
        for (const [s, n] of puzzles) expect(n, s).toBe(5);
        // a set's questions sit together, in one section
        for (const s of Object.keys(sets)) {
          const at = keys.flatMap((k, i) => (question(k).stimulus === s ? [i] : []));
          expect(at[at.length - 1]! - at[0]!, s).toBe(at.length - 1);
        }
      });

      it("prints Quant and Reasoning bilingually, question and stimulus", () => {
        for (const k of keys) {
          const q = question(k);
          if (q.subject === "English") continue;
          expect(q.hi, k).toBeDefined();
          if (q.stimulus)
            expect(banking.stimuli?.find((s) => s.key === q.stimulus)?.hi, q.stimulus).toBeDefined();
        }
      });
    });
  }

  it("keys the para-jumbles by one order per set", () => {
    const orders: Record<string, string> = {
      "banking-p1-pj-1": "BDCAEF",
      "banking-p2-pj-1": "BAECFD",
      "banking-p3-pj-1": "CEAFBD",
    };
    const position: Record<string, number> = {
      FIRST: 0,
      SECOND: 1,
      THIRD: 2,
      FOURTH: 3,
      FIFTH: 4,
      "LAST (SIXTH)": 5,
    };
    for (const q of banking.questions) {
      if (!q.stimulus || !(q.stimulus in orders)) continue;
      const at = Object.keys(position).find((p) => q.text.includes(`the ${p} sentence`));
      expect(at, q.key).toBeDefined();
      expect(keyed(q.key), q.key).toBe(`(${orders[q.stimulus]![position[at!]!]})`);
    }
  });
});
