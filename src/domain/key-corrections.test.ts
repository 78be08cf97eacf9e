import { describe, expect, it } from "vitest";
import {
  correctionChange,
  correctionSentence,
  type KeyState,
  keyCorrectedText,
  keyText,
  namedKey,
  rescoreAttempt,
} from "./key-corrections";
import type { MarkedQuestion } from "./marking";

const jee = { correct: 4, wrong: -1 };
const q1: MarkedQuestion = { id: 1, correctIndex: 0 };
const q2: MarkedQuestion = { id: 2, correctIndex: 1 };
const q3: MarkedQuestion = { id: 3, correctIndex: 2 };
// answered A (right), B (right), B (wrong); 4 + 4 - 1 = 7 marks, 20 points
const stored = {
  marks: 7,
  points: 20,
  answers: [
    { questionId: 1, isCorrect: true, marksAwarded: 4 },
    { questionId: 2, isCorrect: true, marksAwarded: 4 },
    { questionId: 3, isCorrect: false, marksAwarded: -1 },
  ],
};
const responses = { "1": 0, "2": 1, "3": 1 };
const base = { responses, marking: jee, isFirst: true, keySeen: new Set<number>(), stored };

describe("rescoreAttempt", () => {
  it("changes nothing when the keys are as they were", () => {
    const out = rescoreAttempt({ ...base, questions: [q1, q2, q3] });
    expect(out).toMatchObject({
      marksBefore: 7,
      marksAfter: 7,
      points: 20,
      pointsDelta: 0,
      changedAnswers: [],
    });
  });

  it("a key changed to the learner's answer turns -1 into +4 and adds 10 points", () => {
    const out = rescoreAttempt({ ...base, questions: [q1, q2, { ...q3, correctIndex: 1 }] });
    expect(out.marksAfter).toBe(12);
    expect(out.pointsDelta).toBe(10);
    expect(out.changedAnswers.map((a) => [a.questionId, a.marksAwarded, a.isCorrect])).toEqual([
      [3, 4, true],
    ]);
    expect(out.score).toMatchObject({ correct: 3, wrong: 0, skipped: 0 });
  });

  it("a key changed away from the learner's answer takes the marks and points back", () => {
    const out = rescoreAttempt({ ...base, questions: [q1, { ...q2, correctIndex: 3 }, q3] });
    expect(out.marksAfter).toBe(2);
    expect(out.pointsDelta).toBe(-10);
  });

  it("an accepted second option counts either answer as correct", () => {
    const out = rescoreAttempt({ ...base, questions: [q1, q2, { ...q3, acceptedIndexes: [1] }] });
    expect(out.marksAfter).toBe(12);
    expect(out.score.correct).toBe(3);
  });

  it("a dropped question gives full marks to any answer and nothing to a blank", () => {
    const dropped = rescoreAttempt({ ...base, questions: [q1, q2, { ...q3, dropped: true }] });
    expect(dropped.marksAfter).toBe(12);
    const blank = rescoreAttempt({
      ...base,
      responses: { "1": 0, "2": 1 },
      stored: {
        ...stored,
        marks: 8,
        answers: [...stored.answers.slice(0, 2), { questionId: 3, isCorrect: false, marksAwarded: 0 }],
      },
      questions: [q1, q2, { ...q3, dropped: true }],
    });
    expect(blank).toMatchObject({ marksAfter: 8, pointsDelta: 0, changedAnswers: [] });
    expect(blank.score.skipped).toBe(1);
  });

  it("earns no points on a repeat attempt, nor for a key the learner had seen", () => {
    const repeat = rescoreAttempt({
      ...base,
      isFirst: false,
      stored: { ...stored, points: 0 },
      questions: [q1, q2, { ...q3, correctIndex: 1 }],
    });
    expect(repeat).toMatchObject({ marksAfter: 12, points: 0, pointsDelta: 0 });
    const seen = rescoreAttempt({
      ...base,
      keySeen: new Set([3]),
      questions: [q1, q2, { ...q3, correctIndex: 1 }],
    });
    expect(seen).toMatchObject({ marksAfter: 12, pointsDelta: 0 });
  });
});

describe("keyText and correctionSentence", () => {
  const single: KeyState = {
    type: "single",
    correctIndex: 0,
    correctAnswers: null,
    numericMin: null,
    numericMax: null,
    acceptedIndexes: null,
    dropped: false,
  };
  it("names keys by letter, set or range", () => {
    expect(keyText(single)).toBe("A");
    expect(keyText({ ...single, acceptedIndexes: [2] })).toBe("A or C");
    expect(keyText({ ...single, type: "multiple", correctIndex: null, correctAnswers: [0, 3] })).toBe("A, D");
    expect(
      keyText({ ...single, type: "numerical", correctIndex: null, numericMin: 2.5, numericMax: 2.7 }),
    ).toBe("2.5 to 2.7");
  });
  it("gives the key away only when asked to", () => {
    const change = {
      action: "key_change" as const,
      questionNumber: 4,
      before: single,
      after: { ...single, correctIndex: 1 },
    };
    expect(correctionSentence({ ...change, withKey: true })).toBe("key of question 4 changed from A to B");
    expect(correctionSentence({ ...change, withKey: false })).toBe("key of question 4 corrected");
    expect(correctionSentence({ ...change, action: "drop", withKey: true })).toBe(
      "question 4 dropped: full marks to everyone who answered it",
    );
  });
  it("answers the change in parts for the reader's language, naming keys only when asked to", () => {
    const change = {
      action: "key_change" as const,
      questionNumber: 4,
      before: single,
      after: { ...single, correctIndex: 1 },
    };
    expect(correctionChange({ ...change, withKey: true })).toEqual({
      action: "key_change",
      questionNumber: 4,
      before: { type: "single", options: [0] },
      after: { type: "single", options: [1] },
    });
    expect(correctionChange({ ...change, withKey: false })).toEqual({
      action: "key_change",
      questionNumber: 4,
      before: null,
      after: null,
    });
    expect(
      correctionChange({
        ...change,
        action: "accept_option",
        after: { ...single, acceptedIndexes: [2] },
        withKey: true,
      }),
    ).toEqual({
      action: "accept_option",
      questionNumber: 4,
      before: null,
      after: { type: "single", options: [0, 2] },
    });
    expect(correctionChange({ ...change, action: "drop", withKey: true })).toMatchObject({
      before: null,
      after: null,
    });
    expect(
      namedKey({ ...single, type: "numerical", correctIndex: null, numericMin: 2.5, numericMax: null }),
    ).toEqual({ type: "numerical", min: 2.5, max: 2.5 });
    expect(
      keyCorrectedText({
        quizTitle: "Zq-Drill",
        changes: [correctionChange({ ...change, withKey: true })],
        marksBefore: 7,
        marksAfter: 7,
      }),
    ).toBe("Answer key corrected in Zq-Drill: key of question 4 changed from A to B; your marks stay 7");
  });
});
