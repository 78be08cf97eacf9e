import { describe, expect, it } from "vitest";
import type { AttemptResult } from "../shared/contract/attempts";
import { withheldResult } from "./withheld-result";

const result: AttemptResult = {
  attemptId: 7,
  quiz: { id: 3, title: "Zq-Live mock", titleHi: null, examType: "jee", kind: "mock" },
  marking: { correct: 4, wrong: -1 },
  marks: 7,
  maxMarks: 8,
  percent: 87.5,
  totalQuestions: 2,
  correct: 2,
  partial: 0,
  wrong: 1,
  skipped: 0,
  sections: [],
  cutoff: null,
  qualifying: null,
  accuracy: 66.7,
  timeSpent: 300,
  timePerQuestion: 150,
  percentile: 80,
  percentileCohort: 12,
  isFirst: true,
  points: 20,
  submittedAt: "2026-11-24T05:00:00.000Z",
  retakeOfAttemptId: null,
  review: [
    {
      id: 11,
      question: "Zq-Which option?",
      options: ["A", "B", "C", "D"],
      subject: "Physics",
      topic: "Optics",
      section: null,
      stimulusId: null,
      type: "single",
      chosenIndex: 2,
      response: 2,
      correctIndex: 1,
      isCorrect: false,
      outcome: "wrong",
      explanation: "Zq-SECRET because B",
      explanationHi: "Zq-SECRET-HI",
      html: {
        question: "Zq-Which option?",
        options: ["A", "B", "C", "D"],
        explanation: "Zq-SECRET because B",
        explanationHi: "Zq-SECRET-HI",
      },
      marksAwarded: -1,
      maxMarks: 4,
      timeSpent: 40,
      visits: 2,
    },
  ],
};

describe("withheldResult", () => {
  it("keeps the learner's own answers and drops the key, the explanations and every mark", () => {
    const shown = withheldResult(result, new Date("2026-11-24T06:00:00Z"));
    const text = JSON.stringify(shown);
    expect(text).not.toContain("SECRET");
    expect(text).not.toContain("correctIndex");
    expect(text).not.toContain("isCorrect");
    expect(shown).toMatchObject({
      marks: 0,
      percent: 0,
      correct: 0,
      wrong: 0,
      percentile: null,
      percentileCohort: null,
      points: 0,
    });
    expect(shown.review).toEqual([]);
    expect(shown.withheld).toEqual({
      until: "2026-11-24T06:00:00.000Z",
      answers: [{ id: 11, type: "single", chosenIndex: 2, response: 2 }],
    });
  });
});
