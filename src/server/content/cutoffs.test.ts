import { describe, expect, it } from "vitest";
import { ALL_EXAM_CONTENT } from "./index";

/**
 * Every exam's published cut-offs are recent and cited (docs/decisions/0037-how-cut-offs-are-sourced.md):
 * a year no older than 2024, a clean citation (no "check" left to do) in English and in Hindi, and
 * for the NTA exams the qualifying percentile they publish instead of (or beside) marks.
 */
describe.each(ALL_EXAM_CONTENT.map((c) => [c.exam.key, c] as const))("%s cut-offs", (key, content) => {
  const cutoffs = content.exam.cutoffs;

  it("are of 2024 or later, with a citation in English and Hindi", () => {
    expect(cutoffs, `${key} has no cut-offs`).toBeDefined();
    if (!cutoffs) return;
    expect(cutoffs.year).toBeGreaterThanOrEqual(2024);
    expect(cutoffs.year).toBeLessThanOrEqual(2026);
    for (const source of [cutoffs.source, cutoffs.sourceHi ?? ""]) {
      expect(source.trim().length).toBeGreaterThan(20);
      expect(source).not.toMatch(/\bcheck\b/i);
      expect(source).not.toMatch(/[;,.]\s*$/);
      // the year cited is the year recorded
      expect(source).toContain(String(cutoffs.year));
    }
    expect(cutoffs.sourceHi).toMatch(/[\u0900-\u097F]/);
    expect(cutoffs.overall !== undefined || cutoffs.qualifyingPercentile !== undefined).toBe(true);
  });

  it("cite a qualifying paper's rule as cleanly as the cut-off", () => {
    const rule = cutoffs?.qualifyingPaper;
    if (!rule) return;
    expect(rule.year).toBeGreaterThanOrEqual(2024);
    expect(rule.source).not.toMatch(/\bcheck\b/i);
    expect(rule.source).toContain(String(rule.year));
    expect(rule.sourceHi).toMatch(/[\u0900-\u097F]/);
  });
});

describe("qualifying percentiles", () => {
  const byKey = Object.fromEntries(ALL_EXAM_CONTENT.map((c) => [c.exam.key, c.exam.cutoffs]));

  it("JEE Main: the percentile for JEE Advanced eligibility, General, as NTA published it for 2025", () => {
    expect(byKey.jee).toMatchObject({
      year: 2025,
      category: "General",
      qualifyingPercentile: { percentile: 93.1023262, purpose: "jee-advanced" },
    });
    // NTA publishes no marks for it: a score per shift is normalised into the percentile
    expect(byKey.jee?.overall).toBeUndefined();
  });

  it("NEET UG: the 50th percentile for General and the marks it stood for (144 of 720)", () => {
    expect(byKey.neet).toMatchObject({
      year: 2025,
      category: "General",
      maxMarks: 720,
      overall: 144,
      qualifyingPercentile: { percentile: 50, purpose: "neet-counselling" },
    });
  });

  it("UPSC, SSC and IBPS PO publish marks, not percentiles", () => {
    for (const key of ["upsc", "ssc", "banking"]) {
      expect(byKey[key]?.qualifyingPercentile, key).toBeUndefined();
      expect(byKey[key]?.overall, key).toBeGreaterThan(0);
    }
  });
});
