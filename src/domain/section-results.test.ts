import { describe, expect, it } from "vitest";
import {
  overallCutoff,
  type PublishedCutoffs,
  percentileVerdict,
  type QuestionResult,
  qualifyingVerdict,
  scaleCutoff,
  sectionCutoff,
  sectionTotals,
} from "./section-results";

const q = (
  section: string | null,
  outcome: QuestionResult["outcome"],
  marks: number,
  seconds: number | null = 10,
  maxMarks = 1,
): QuestionResult => ({ section, outcome, marks, maxMarks, seconds });

describe("sectionTotals", () => {
  const listed = [{ name: "English" }, { name: "Quant" }, { name: "Reasoning" }];

  it("sums marks, counts, accuracy and time per section, in paper order", () => {
    const totals = sectionTotals(listed, [
      q("Quant", "correct", 1, 30),
      q("English", "correct", 1, 12),
      q("English", "wrong", -0.25, 40),
      q("English", "skipped", 0, null),
      q("Quant", "correct", 1, 50),
      q("Reasoning", "wrong", -0.25, 5),
    ]);
    expect(totals).toEqual([
      {
        name: "English",
        marks: 0.75,
        maxMarks: 3,
        totalQuestions: 3,
        correct: 1,
        partial: 0,
        wrong: 1,
        skipped: 1,
        accuracy: 50,
        timeSpent: 52,
      },
      {
        name: "Quant",
        marks: 2,
        maxMarks: 2,
        totalQuestions: 2,
        correct: 2,
        partial: 0,
        wrong: 0,
        skipped: 0,
        accuracy: 100,
        timeSpent: 80,
      },
      {
        name: "Reasoning",
        marks: -0.25,
        maxMarks: 1,
        totalQuestions: 1,
        correct: 0,
        partial: 0,
        wrong: 1,
        skipped: 0,
        accuracy: 0,
        timeSpent: 5,
      },
    ]);
  });

  it("is empty for a quiz without sections", () => {
    expect(sectionTotals(null, [q(null, "correct", 1)])).toEqual([]);
    expect(sectionTotals([], [q("Physics", "correct", 1)])).toEqual([]);
  });

  it("puts questions of no listed section under Other, and leaves out sections the attempt does not cover", () => {
    const totals = sectionTotals(listed, [
      q("Quant", "correct", 1),
      q(null, "wrong", -0.25),
      q("GK", "skipped", 0),
    ]);
    expect(totals.map((s) => [s.name, s.totalQuestions])).toEqual([
      ["Quant", 1],
      ["Other", 2],
    ]);
  });

  it("sums the unrounded marks so UPSC's -2/3 adds up exactly, and counts part marks as attempted", () => {
    const wrong = -2 / 3;
    const [gs] = sectionTotals(
      [{ name: "GS" }],
      [q("GS", "wrong", wrong, 1, 2), q("GS", "wrong", wrong, 1, 2), q("GS", "wrong", wrong, 1, 2)],
    );
    expect(gs?.marks).toBe(-2);
    const [maths] = sectionTotals(
      [{ name: "Maths" }],
      [q("Maths", "partial", 2, 1, 4), q("Maths", "correct", 4, 1, 4), q("Maths", "wrong", -2, 1, 4)],
    );
    expect(maths).toMatchObject({ marks: 4, maxMarks: 12, correct: 1, partial: 1, wrong: 1, accuracy: 33.3 });
  });
});

describe("cut-offs", () => {
  const ibps: PublishedCutoffs = {
    year: 2024,
    category: "General",
    source: "IBPS PO prelims 2024 cut-off",
    maxMarks: 100,
    overall: 59.5,
    sections: { English: 7.5, Quant: 8.75 },
    sectionMaxMarks: { English: 30 },
  };

  it("scales a published cut-off to this test's maximum by percent", () => {
    expect(scaleCutoff(59.5, 100, 60)).toBe(35.7);
    expect(scaleCutoff(59.5, 100, 100)).toBe(59.5);
    expect(scaleCutoff(90, 200, 20)).toBe(9);
    expect(scaleCutoff(7.5, 30, 10)).toBe(2.5);
  });

  it("clears the overall cut-off at or above the scaled figure, not below", () => {
    const base = {
      year: 2024,
      category: "General",
      source: "IBPS PO prelims 2024 cut-off",
      marks: 35.7,
      officialMarks: 59.5,
      officialMaxMarks: 100,
    };
    expect(overallCutoff(ibps, { marks: 35.7, maxMarks: 60 })).toEqual({ ...base, cleared: true });
    expect(overallCutoff(ibps, { marks: 35.69, maxMarks: 60 })).toEqual({ ...base, cleared: false });
  });

  it("has no verdict without the figure", () => {
    expect(overallCutoff(null, { marks: 10, maxMarks: 20 })).toBeNull();
    expect(overallCutoff({ ...ibps, overall: undefined }, { marks: 10, maxMarks: 20 })).toBeNull();
    expect(sectionCutoff(ibps, { name: "Reasoning", marks: 5, maxMarks: 10 }, 30)).toBeNull();
  });

  it("judges a section against its official maximum, or the paper's maximum shared as this test shares it", () => {
    // English: 7.5 of the official 30 -> 2.5 of this test's 10
    expect(sectionCutoff(ibps, { name: "English", marks: 2.5, maxMarks: 10 }, 30)).toMatchObject({
      marks: 2.5,
      officialMarks: 7.5,
      officialMaxMarks: 30,
      cleared: true,
    });
    // Quant: no official section maximum; 10 of this test's 30 -> a third of 100
    expect(sectionCutoff(ibps, { name: "Quant", marks: 2.5, maxMarks: 10 }, 30)).toMatchObject({
      marks: 2.63,
      officialMaxMarks: 33.33,
      cleared: false,
    });
  });

  it("clears a qualifying paper at the percent of maximum marks", () => {
    expect(qualifyingVerdict(33, { marks: 66, maxMarks: 200 })).toEqual({ percent: 33, cleared: true });
    expect(qualifyingVerdict(33, { marks: 65.83, maxMarks: 200 })).toEqual({ percent: 33, cleared: false });
    expect(qualifyingVerdict(null, { marks: 65, maxMarks: 200 })).toBeNull();
  });
});

describe("qualifying percentiles", () => {
  const jee: PublishedCutoffs = {
    year: 2025,
    category: "General",
    source: "NTA, JEE (Main) 2025",
    sourceHi: "NTA, JEE (Main) 2025 (हिंदी)",
    maxMarks: 300,
    qualifyingPercentile: { percentile: 93.1023262, purpose: "jee-advanced" },
  };

  it("is the bar to aim for, reached when the learner's percentile is at or above it", () => {
    const bar = { year: 2025, category: "General", source: jee.source, sourceHi: jee.sourceHi };
    expect(percentileVerdict(jee, 95)).toEqual({
      ...bar,
      purpose: "jee-advanced",
      percentile: 93.1023262,
      reached: true,
    });
    expect(percentileVerdict(jee, 93.1023262)?.reached).toBe(true);
    expect(percentileVerdict(jee, 93.1)?.reached).toBe(false);
  });

  it("has no verdict on the learner without their percentile, and none without the figure", () => {
    expect(percentileVerdict(jee, null)?.reached).toBeNull();
    expect(percentileVerdict({ ...jee, qualifyingPercentile: undefined }, 99)).toBeNull();
    expect(percentileVerdict(null, 99)).toBeNull();
  });

  it("cites a qualifying paper's rule where the cut-offs record it", () => {
    const rule = { percent: 33, year: 2025, source: "UPSC, CSE 2025: CSAT at 33%" };
    expect(qualifyingVerdict(33, { marks: 66, maxMarks: 200 }, rule)).toEqual({
      percent: 33,
      cleared: true,
      year: 2025,
      source: rule.source,
    });
  });
});
