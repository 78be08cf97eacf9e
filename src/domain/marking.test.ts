import { describe, expect, it } from "vitest";
import {
  accuracyOf,
  type Marking,
  marksFor,
  percentOf,
  resolveMarking,
  roundMarks,
  scoreAnswers,
} from "./marking";

const JEE: Marking = { correct: 4, wrong: -1 };
const NEET: Marking = { correct: 4, wrong: -1 };
const SSC: Marking = { correct: 2, wrong: -0.5 };
const BANKING: Marking = { correct: 1, wrong: -0.25 };
const UPSC: Marking = { correct: 2, wrong: -2 / 3 };

/** ten questions 1..10 whose correct option is (id mod 4) */
const questions = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, correctIndex: (i + 1) % 4 }));
const right = (id: number) => id % 4;
const wrongFor = (id: number) => (id + 1) % 4;

/** answers the first `c` questions right, the next `w` wrong, skips the rest */
function sheet(c: number, w: number): Record<number, number> {
  const answers: Record<number, number> = {};
  for (const q of questions) {
    if (q.id <= c) answers[q.id] = right(q.id);
    else if (q.id <= c + w) answers[q.id] = wrongFor(q.id);
  }
  return answers;
}

describe("scoreAnswers under each exam's scheme", () => {
  it.each([
    ["JEE Main", JEE, 6, 3, 21, 40],
    ["NEET", NEET, 5, 5, 15, 40],
    ["SSC CGL", SSC, 7, 2, 13, 20],
    ["Banking", BANKING, 6, 3, 5.25, 10],
    ["UPSC", UPSC, 6, 3, 10, 20],
  ])("%s: correct, wrong and skipped", (_name, marking, c, w, marks, maxMarks) => {
    const score = scoreAnswers({ questions, answers: sheet(c, w), marking });
    expect(score).toMatchObject({ marks, maxMarks, correct: c, wrong: w, skipped: 10 - c - w });
  });

  it("applies negative marking: more wrong than right can go below zero", () => {
    expect(scoreAnswers({ questions, answers: sheet(1, 6), marking: JEE }).marks).toBe(-2);
    expect(scoreAnswers({ questions, answers: sheet(0, 3), marking: SSC }).marks).toBe(-1.5);
  });

  it("scores all skipped as zero under every scheme", () => {
    for (const marking of [JEE, NEET, SSC, BANKING, UPSC]) {
      const score = scoreAnswers({ questions, answers: {}, marking });
      expect(score).toMatchObject({ marks: 0, correct: 0, wrong: 0, skipped: 10 });
      expect(Object.is(score.marks, -0)).toBe(false);
      expect(score.perQuestion.every((p) => p.chosenIndex === null && !p.isCorrect)).toBe(true);
    }
  });

  it("scores all wrong as the full negative", () => {
    expect(scoreAnswers({ questions, answers: sheet(0, 10), marking: JEE }).marks).toBe(-10);
    expect(scoreAnswers({ questions, answers: sheet(0, 10), marking: SSC }).marks).toBe(-5);
    expect(scoreAnswers({ questions, answers: sheet(0, 10), marking: BANKING }).marks).toBe(-2.5);
    expect(scoreAnswers({ questions, answers: sheet(0, 10), marking: UPSC }).marks).toBe(-6.67);
  });

  it("sums UPSC's -2/3 exactly, rounding only the total", () => {
    // three wrong = -2.00, not 3 x -0.67 = -2.01
    expect(scoreAnswers({ questions, answers: sheet(0, 3), marking: UPSC }).marks).toBe(-2);
    expect(scoreAnswers({ questions, answers: sheet(1, 3), marking: UPSC }).marks).toBe(0);
    expect(scoreAnswers({ questions, answers: sheet(0, 1), marking: UPSC }).marks).toBe(-0.67);
    expect(scoreAnswers({ questions, answers: sheet(0, 2), marking: UPSC }).marks).toBe(-1.33);
    expect(scoreAnswers({ questions, answers: sheet(2, 5), marking: UPSC }).marks).toBe(0.67);
    const perQuestion = scoreAnswers({ questions, answers: sheet(0, 3), marking: UPSC }).perQuestion;
    // each question's marks unrounded, so the total is their sum rounded once
    expect(perQuestion.slice(0, 3).map((p) => p.marksAwarded)).toEqual([-2 / 3, -2 / 3, -2 / 3]);
  });

  it("keeps fractional Banking marks", () => {
    expect(scoreAnswers({ questions, answers: sheet(3, 1), marking: BANKING }).marks).toBe(2.75);
    expect(scoreAnswers({ questions, answers: sheet(0, 1), marking: BANKING }).marks).toBe(-0.25);
    expect(scoreAnswers({ questions, answers: sheet(2, 7), marking: BANKING }).marks).toBe(0.25);
  });

  it("ignores answers for questions that are not in the quiz", () => {
    const score = scoreAnswers({
      questions,
      answers: { ...sheet(2, 0), 99: 1, 0: 0, [-3]: 2 },
      marking: JEE,
    });
    expect(score).toMatchObject({ marks: 8, correct: 2, wrong: 0, skipped: 8 });
    expect(score.perQuestion.map((p) => p.questionId)).toEqual(questions.map((q) => q.id));
  });

  it("treats out-of-range or non-integer indexes as unanswered", () => {
    const score = scoreAnswers({
      questions,
      answers: { 1: 4, 2: -1, 3: 1.5, 4: Number.NaN, 5: right(5) },
      marking: JEE,
    });
    expect(score).toMatchObject({ marks: 4, correct: 1, wrong: 0, skipped: 9 });
    expect(score.perQuestion[0]).toEqual({
      questionId: 1,
      response: null,
      chosenIndex: null,
      isCorrect: false,
      outcome: "skipped",
      marksAwarded: 0,
      maxMarks: 4,
    });
  });

  it("honours a question with fewer options", () => {
    const score = scoreAnswers({
      questions: [{ id: 1, correctIndex: 0, optionCount: 3 }],
      answers: { 1: 3 },
      marking: JEE,
    });
    expect(score).toMatchObject({ marks: 0, skipped: 1 });
  });

  it("reports each question's outcome and marks", () => {
    const score = scoreAnswers({ questions: questions.slice(0, 3), answers: { 1: 1, 2: 0 }, marking: SSC });
    expect(score.perQuestion).toEqual([
      {
        questionId: 1,
        response: 1,
        chosenIndex: 1,
        isCorrect: true,
        outcome: "correct",
        marksAwarded: 2,
        maxMarks: 2,
      },
      {
        questionId: 2,
        response: 0,
        chosenIndex: 0,
        isCorrect: false,
        outcome: "wrong",
        marksAwarded: -0.5,
        maxMarks: 2,
      },
      {
        questionId: 3,
        response: null,
        chosenIndex: null,
        isCorrect: false,
        outcome: "skipped",
        marksAwarded: 0,
        maxMarks: 2,
      },
    ]);
  });

  it("scores an empty quiz as zero of zero", () => {
    expect(scoreAnswers({ questions: [], answers: { 1: 0 }, marking: JEE })).toEqual({
      marks: 0,
      maxMarks: 0,
      correct: 0,
      partial: 0,
      wrong: 0,
      skipped: 0,
      perQuestion: [],
    });
  });
});

describe("resolveMarking", () => {
  const exam = { markingCorrect: 4, markingWrong: -1 };
  it("uses the exam's scheme when the quiz sets none", () => {
    expect(resolveMarking(exam, { markingCorrect: null, markingWrong: null })).toEqual({
      correct: 4,
      wrong: -1,
    });
  });
  it("uses the quiz's override, part by part", () => {
    expect(resolveMarking(exam, { markingCorrect: 3, markingWrong: 0 })).toEqual({ correct: 3, wrong: 0 });
    expect(resolveMarking(exam, { markingCorrect: null, markingWrong: 0 })).toEqual({ correct: 4, wrong: 0 });
  });
});

describe("rounding and ratios", () => {
  it("rounds half away from zero and never answers -0", () => {
    expect(roundMarks(0.125)).toBe(0.13);
    expect(roundMarks(-0.125)).toBe(-0.13);
    expect(Object.is(roundMarks(-0.001), -0)).toBe(false);
    expect(roundMarks(-0.001)).toBe(0);
  });
  it("computes percent and accuracy with one decimal", () => {
    expect(percentOf(21, 40)).toBe(52.5);
    expect(percentOf(-2, 40)).toBe(-5);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(5, 0)).toBe(0);
    expect(accuracyOf(2, 1)).toBe(66.7);
    expect(accuracyOf(0, 0)).toBe(0);
  });
  it("answers the same percent unrounded for a mean, signed as well", () => {
    expect(percentOf(1, 3, { exact: true })).toBeCloseTo(33.3333333, 6);
    expect(percentOf(-2, 40, { exact: true })).toBe(-5);
    expect(percentOf(5, 0, { exact: true })).toBe(0);
  });
});

describe("marksFor (one question's marks in a review)", () => {
  it("is the scheme's marks for a right or wrong answer, unrounded, 0 when skipped", () => {
    expect(marksFor({ chosenIndex: 2, isCorrect: true }, JEE)).toBe(4);
    expect(marksFor({ chosenIndex: 1, isCorrect: false }, JEE)).toBe(-1);
    expect(marksFor({ chosenIndex: 1, isCorrect: false }, UPSC)).toBe(-2 / 3);
    expect(marksFor({ chosenIndex: null, isCorrect: false }, UPSC)).toBe(0);
  });

  it("is what scoreAnswers gives each question", () => {
    for (const marking of [JEE, SSC, BANKING, UPSC]) {
      for (const outcome of scoreAnswers({ questions, answers: sheet(4, 3), marking }).perQuestion) {
        expect(outcome.marksAwarded).toBe(marksFor(outcome, marking));
      }
    }
  });
});
