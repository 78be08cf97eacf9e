import { describe, expect, it } from "vitest";
import type { SectionPhase } from "../hall/exam-hall";
import { nextStep, sectionTabCounts } from "./tcs-hall";

const sections = [
  { name: "English", questionIds: [1, 2, 3] },
  { name: "Quant", questionIds: [4, 5] },
  { name: "Reasoning", questionIds: [6, 7] },
];
const order = [1, 2, 3, 4, 5, 6, 7];
const phases =
  (...list: SectionPhase[]) =>
  (i: number) =>
    list[i] ?? "open";

describe("nextStep (Save & Next)", () => {
  it("goes to the next question of the same section", () => {
    expect(nextStep({ currentId: 1, order, sections, phaseOfSection: phases() })).toEqual({
      kind: "question",
      questionId: 2,
      sectionChanged: false,
    });
  });

  it("moves from a section's last question to the first question of the next section", () => {
    expect(nextStep({ currentId: 3, order, sections, phaseOfSection: phases() })).toEqual({
      kind: "question",
      questionId: 4,
      sectionChanged: true,
    });
  });

  it("follows the sections' order, not the paper's, when they differ", () => {
    const shuffled = [
      { name: "A", questionIds: [3, 1] },
      { name: "B", questionIds: [2] },
    ];
    expect(
      nextStep({ currentId: 1, order: [1, 2, 3], sections: shuffled, phaseOfSection: phases() }),
    ).toEqual({ kind: "question", questionId: 2, sectionChanged: true });
  });

  it("stays on the last question when the next section has not opened yet (sectional timing)", () => {
    const phaseOfSection = phases("open", "upcoming", "upcoming");
    expect(nextStep({ currentId: 3, order, sections, phaseOfSection })).toEqual({
      kind: "wait",
      sectionName: "Quant",
    });
  });

  it("skips a closed section on the way to the open one", () => {
    // looking over closed English while Reasoning runs (Quant closed too)
    const phaseOfSection = phases("closed", "closed", "open");
    expect(nextStep({ currentId: 3, order, sections, phaseOfSection })).toEqual({
      kind: "question",
      questionId: 6,
      sectionChanged: true,
    });
  });

  it("ends on the paper's last question", () => {
    expect(nextStep({ currentId: 7, order, sections, phaseOfSection: phases() })).toEqual({ kind: "end" });
    const allButLastClosed = phases("open", "closed", "closed");
    expect(nextStep({ currentId: 3, order, sections, phaseOfSection: allButLastClosed })).toEqual({
      kind: "end",
    });
  });

  it("walks the attempt's order without sections", () => {
    expect(nextStep({ currentId: 2, order, sections: null, phaseOfSection: phases() })).toEqual({
      kind: "question",
      questionId: 3,
      sectionChanged: false,
    });
    expect(nextStep({ currentId: 7, order, sections: null, phaseOfSection: phases() })).toEqual({
      kind: "end",
    });
  });
});

describe("sectionTabCounts", () => {
  it("counts each section's questions in the five states, adding up to its size", () => {
    const state = {
      visited: new Set([1, 2, 3, 4]),
      answers: { "1": 0, "3": 2, "4": 1 },
      marked: new Set([2, 3]),
    };
    const tabs = sectionTabCounts(sections, state);
    expect(tabs[0]).toEqual({
      counts: { answered: 1, not_answered: 0, not_visited: 0, marked: 1, answered_marked: 1 },
      total: 3,
      answered: 2,
    });
    expect(tabs[1]).toEqual({
      counts: { answered: 1, not_answered: 0, not_visited: 1, marked: 0, answered_marked: 0 },
      total: 2,
      answered: 1,
    });
    for (const tab of tabs) {
      expect(Object.values(tab.counts).reduce((a, b) => a + b, 0)).toBe(tab.total);
    }
  });
});
