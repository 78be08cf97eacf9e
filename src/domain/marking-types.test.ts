import { describe, expect, it } from "vitest";
import {
  answerProblem,
  isQualified,
  type MarkedQuestion,
  type MarkingScheme,
  marksOf,
  maxMarksBy,
  maxMarksOf,
  percentOf,
  scoreAnswers,
  validAnswer,
} from "./marking";

/** JEE Advanced as a recent paper marks it: +3/-1 single, +4/-2 multiple (+1 per option), +3/0 numerical */
const JEE_ADVANCED: MarkingScheme = {
  correct: 3,
  wrong: -1,
  byType: {
    multiple: { correct: 4, wrong: -2, partialPerOption: 1 },
    numerical: { correct: 3, wrong: 0 },
  },
};
/** JEE Main since 2025: +4 / -1 for numerical answers too */
const JEE_MAIN: MarkingScheme = { correct: 4, wrong: -1 };
const CSAT: MarkingScheme = { correct: 2.5, wrong: -5 / 6 };

const multiple = (correctAnswers: number[], optionCount = 4): MarkedQuestion => ({
  id: 1,
  type: "multiple",
  correctAnswers,
  optionCount,
});
const numerical = (min: number, max: number): MarkedQuestion => ({
  id: 1,
  type: "numerical",
  numericMin: min,
  numericMax: max,
  optionCount: 0,
});

/** marks and outcome of one answer to one question under a scheme */
function one(question: MarkedQuestion, answer: unknown, marking: MarkingScheme = JEE_ADVANCED) {
  const score = scoreAnswers({
    questions: [question],
    answers: answer === undefined ? {} : { [question.id]: answer },
    marking,
  });
  const [q] = score.perQuestion;
  return { marks: score.marks, outcome: q?.outcome, counts: score };
}

describe("multiple correct: JEE Advanced partial marks", () => {
  it.each([
    // four correct options
    [[0, 1, 2, 3], [0, 1, 2, 3], 4, "correct"],
    [[0, 1, 2, 3], [0, 1, 2], 3, "partial"],
    [[0, 1, 2, 3], [1, 3], 2, "partial"],
    [[0, 1, 2, 3], [2], 1, "partial"],
    // three correct options
    [[0, 1, 3], [0, 1, 3], 4, "correct"],
    [[0, 1, 3], [1, 3], 2, "partial"],
    [[0, 1, 3], [0], 1, "partial"],
    // two correct options
    [[1, 2], [1, 2], 4, "correct"],
    [[1, 2], [2], 1, "partial"],
    // one correct option
    [[3], [3], 4, "correct"],
  ])("correct %j, chosen %j -> %d (%s)", (key, chosen, marks, outcome) => {
    expect(one(multiple(key), chosen)).toMatchObject({ marks, outcome });
  });

  it("gives the negative mark when any wrong option is chosen, whatever else is", () => {
    expect(one(multiple([0, 1, 2]), [0, 1, 2, 3])).toMatchObject({ marks: -2, outcome: "wrong" });
    expect(one(multiple([0, 1]), [0, 3])).toMatchObject({ marks: -2, outcome: "wrong" });
    expect(one(multiple([3]), [2])).toMatchObject({ marks: -2, outcome: "wrong" });
  });

  it("gives 0 when nothing is chosen, and reads the order and repeats of a choice as a set", () => {
    expect(one(multiple([0, 2]), undefined)).toMatchObject({ marks: 0, outcome: "skipped" });
    expect(one(multiple([0, 2]), [])).toMatchObject({ marks: 0, outcome: "skipped" });
    expect(one(multiple([0, 2]), [2, 0])).toMatchObject({ marks: 4, outcome: "correct" });
    expect(validAnswer(multiple([0, 2]), [2, 0, 2])).toEqual([0, 2]);
  });

  it("counts a partial answer as neither correct nor wrong, and full marks as correct", () => {
    const score = scoreAnswers({
      questions: [
        { ...multiple([0, 1]), id: 1 },
        { ...multiple([0, 1]), id: 2 },
        { ...multiple([0, 1]), id: 3 },
        { ...multiple([0, 1]), id: 4 },
      ],
      answers: { 1: [0, 1], 2: [0], 3: [2] },
      marking: JEE_ADVANCED,
    });
    expect(score).toMatchObject({ marks: 3, maxMarks: 16, correct: 1, partial: 1, wrong: 1, skipped: 1 });
    expect(score.perQuestion.map((p) => [p.isCorrect, p.marksAwarded, p.response])).toEqual([
      [true, 4, [0, 1]],
      [false, 1, [0]],
      [false, -2, [2]],
      [false, 0, null],
    ]);
  });

  it("takes a scheme's own marks per option chosen", () => {
    const scheme: MarkingScheme = {
      correct: 4,
      wrong: -2,
      byType: { multiple: { correct: 4, wrong: -2, partialPerOption: 2 } },
    };
    expect(one(multiple([0, 1, 2]), [0], scheme).marks).toBe(2);
  });

  it("accepts a fifth option", () => {
    expect(one(multiple([1, 4], 5), [1, 4])).toMatchObject({ marks: 4, outcome: "correct" });
    expect(one(multiple([1, 4], 4), [1, 4])).toMatchObject({ marks: 0, outcome: "skipped" });
  });
});

describe("numerical value: correct within the stored range", () => {
  it("is correct from min to max inclusive, wrong just outside", () => {
    const q = numerical(2.25, 2.35);
    expect(one(q, 2.25).outcome).toBe("correct");
    expect(one(q, 2.35).outcome).toBe("correct");
    expect(one(q, 2.3).outcome).toBe("correct");
    expect(one(q, 2.24).outcome).toBe("wrong");
    expect(one(q, 2.36).outcome).toBe("wrong");
  });

  it("matches an exact value (min = max), decimals included", () => {
    expect(one(numerical(2.3, 2.3), 2.3).outcome).toBe("correct");
    expect(one(numerical(2.3, 2.3), 0.1 + 2.2).outcome).toBe("correct");
    expect(one(numerical(2.3, 2.3), 2.31).outcome).toBe("wrong");
    expect(one(numerical(12, 12), 12).outcome).toBe("correct");
    expect(one(numerical(12, 12), 11).outcome).toBe("wrong");
  });

  it("handles negative values and ranges", () => {
    expect(one(numerical(-5, -5), -5).outcome).toBe("correct");
    expect(one(numerical(-1.5, -0.5), -1).outcome).toBe("correct");
    expect(one(numerical(-1.5, -0.5), 1).outcome).toBe("wrong");
    expect(one(numerical(0, 0), -0).outcome).toBe("correct");
  });

  it("scores JEE Main numerical answers +4 / -1 (since 2025) and JEE Advanced's +3 / 0", () => {
    expect(one(numerical(7, 7), 7, JEE_MAIN).marks).toBe(4);
    expect(one(numerical(7, 7), 8, JEE_MAIN).marks).toBe(-1);
    expect(one(numerical(7, 7), undefined, JEE_MAIN).marks).toBe(0);
    expect(one(numerical(7, 7), 8, JEE_ADVANCED).marks).toBe(0);
    expect(one(numerical(7, 7), 8, JEE_ADVANCED).outcome).toBe("wrong");
  });

  it("counts anything but a finite number as no answer", () => {
    for (const raw of [[7], Number.NaN, Number.POSITIVE_INFINITY, "7", null]) {
      expect(one(numerical(7, 7), raw).outcome).toBe("skipped");
    }
  });
});

describe("answerProblem: the shapes each type accepts", () => {
  const single: MarkedQuestion = { id: 1, correctIndex: 0, optionCount: 4 };
  it("single: one index among its options", () => {
    expect(answerProblem(single, 3)).toBeNull();
    expect(answerProblem({ ...single, optionCount: 5 }, 4)).toBeNull();
    expect(answerProblem(single, 4)).toBe("must be an option index from 0 to 3");
    expect(answerProblem(single, 1.5)).toBe("must be an option index from 0 to 3");
    expect(answerProblem(single, [1])).toContain("not a list");
  });
  it("multiple: distinct indexes among its options, at least one", () => {
    expect(answerProblem(multiple([0, 1]), [0, 3])).toBeNull();
    expect(answerProblem(multiple([0, 1]), 1)).toContain("must be a list of option indexes");
    expect(answerProblem(multiple([0, 1]), [])).toBe("must choose at least one option");
    expect(answerProblem(multiple([0, 1]), [0, 4])).toContain("only option indexes");
    expect(answerProblem(multiple([0, 1]), [1, 1])).toBe("must not choose the same option twice");
  });
  it("numerical: a finite number", () => {
    expect(answerProblem(numerical(1, 1), -2.5)).toBeNull();
    expect(answerProblem(numerical(1, 1), [1])).toBe("must be a number (a numerical answer)");
  });
});

describe("marks per section and per type, stored as data", () => {
  const IBPS_BY_SECTION: MarkingScheme = {
    correct: 1,
    wrong: -0.25,
    bySection: { English: { correct: 1, wrong: -0.25 }, Quant: { correct: 1.5, wrong: -0.375 } },
  };
  const MIXED: MarkingScheme = {
    correct: 4,
    wrong: -1,
    byType: { numerical: { correct: 4, wrong: 0 } },
    bySection: {
      Physics: { correct: 3, wrong: -1, byType: { multiple: { correct: 4, wrong: -2 } } },
    },
  };

  it("picks type in section, then section, then type, then the base marks", () => {
    expect(marksOf(MIXED, { type: "multiple", section: "Physics" })).toEqual({ correct: 4, wrong: -2 });
    expect(marksOf(MIXED, { type: "single", section: "Physics" })).toEqual({ correct: 3, wrong: -1 });
    expect(marksOf(MIXED, { type: "numerical", section: "Chemistry" })).toEqual({ correct: 4, wrong: 0 });
    expect(marksOf(MIXED, { type: "single", section: null })).toEqual({ correct: 4, wrong: -1 });
    expect(marksOf(MIXED, {})).toEqual({ correct: 4, wrong: -1 });
  });

  it("scores IBPS per section when its notice sets section marks", () => {
    const questions = [
      { id: 1, correctIndex: 0, optionCount: 5, section: "English" },
      { id: 2, correctIndex: 4, optionCount: 5, section: "Quant" },
      { id: 3, correctIndex: 1, optionCount: 5, section: "Quant" },
      { id: 4, correctIndex: 1, optionCount: 5, section: "Reasoning" },
    ];
    const score = scoreAnswers({ questions, answers: { 1: 1, 2: 4, 3: 0, 4: 1 }, marking: IBPS_BY_SECTION });
    expect(score.perQuestion.map((p) => p.marksAwarded)).toEqual([-0.25, 1.5, -0.375, 1]);
    expect(score.marks).toBe(1.88); // -0.25 + 1.5 - 0.375 + 1 = 1.875, rounded once
    expect(score.maxMarks).toBe(5);
  });

  it("answers the maximum marks per section and per type", () => {
    const questions = [
      { type: "single" as const, section: "Physics" },
      { type: "multiple" as const, section: "Physics" },
      { type: "numerical" as const, section: "Physics" },
      { type: "single" as const, section: "Chemistry" },
      { type: "numerical" as const, section: null },
    ];
    expect(maxMarksBy(questions, MIXED)).toEqual({
      bySection: { Physics: 10, Chemistry: 4 },
      byType: { single: 7, multiple: 4, numerical: 7 },
    });
    const score = scoreAnswers({
      questions: questions.map((q, i) => ({ ...q, id: i + 1 })),
      answers: {},
      marking: MIXED,
    });
    expect(score.maxMarks).toBe(18);
    expect(maxMarksOf(questions, MIXED)).toBe(18);
    expect(score.perQuestion.map((p) => p.maxMarks)).toEqual([3, 4, 3, 4, 4]);
  });
});

describe("UPSC CSAT: +2.5 / -5/6, qualifying at 33%", () => {
  const questions = Array.from({ length: 80 }, (_, i) => ({ id: i + 1, correctIndex: 0 }));
  const sheet = (right: number, wrong: number) =>
    Object.fromEntries(questions.slice(0, right + wrong).map((q, i) => [q.id, i < right ? 0 : 1]));

  it("sums -5/6 exactly, rounding only the total", () => {
    expect(scoreAnswers({ questions, answers: sheet(0, 6), marking: CSAT }).marks).toBe(-5);
    expect(scoreAnswers({ questions, answers: sheet(0, 1), marking: CSAT }).marks).toBe(-0.83);
    expect(scoreAnswers({ questions, answers: sheet(0, 3), marking: CSAT }).marks).toBe(-2.5);
    expect(scoreAnswers({ questions, answers: sheet(2, 6), marking: CSAT }).marks).toBe(0);
    expect(scoreAnswers({ questions, answers: sheet(30, 12), marking: CSAT }).marks).toBe(65);
    expect(scoreAnswers({ questions, answers: sheet(0, 0), marking: CSAT }).maxMarks).toBe(200);
  });

  it("qualifies at 33% of the maximum, not below", () => {
    const qualifies = (right: number, wrong: number) => {
      const score = scoreAnswers({ questions, answers: sheet(right, wrong), marking: CSAT });
      return isQualified(percentOf(score.marks, score.maxMarks, { exact: true }), 33);
    };
    expect(qualifies(27, 1)).toBe(true); // 67.5 - 5/6 = 66.67 of 200: 33.3%
    expect(qualifies(30, 12)).toBe(false); // 75 - 10 = 65: 32.5%
    expect(qualifies(27, 2)).toBe(false); // 67.5 - 10/6 = 65.83: 32.9%
    expect(isQualified(33, 33)).toBe(true);
    expect(isQualified((66 / 200) * 100, 33)).toBe(true);
    expect(isQualified(32.99, 33)).toBe(false);
  });
});
