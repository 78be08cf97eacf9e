import { describe, expect, it } from "vitest";
import { isAnswerValue, isAttemptSheet } from "./attempt-shapes";
import { answerValueSchema, attemptSheetSchema } from "./contract/attempts";

const sheet = {
  attemptId: 7,
  quizId: 3,
  startedAt: "2026-11-24T06:00:00.000Z",
  deadline: "2026-11-24T07:00:00.000Z",
  serverNow: "2026-11-24T06:01:00.000Z",
  answers: { "11": 2, "12": [0, 3], "13": 4.25 },
  markedForReview: [12],
  questionTimes: { "11": { seconds: 40, visits: 2 } },
  questionIds: [11, 12, 13],
  retakeOfAttemptId: null,
};

describe("the exam hall's zod-free checks of what the device keeps", () => {
  const answers: unknown[] = [
    0,
    4,
    2.5,
    -3,
    1e9,
    1e10,
    Number.NaN,
    [],
    [0],
    [0, 4],
    [5],
    [1.5],
    [0, 1, 2, 3, 4, 0],
    "1",
    null,
    {},
  ];
  it("accept exactly the answers answerValueSchema accepts", () => {
    for (const value of answers) {
      expect(isAnswerValue(value), JSON.stringify(value)).toBe(answerValueSchema.safeParse(value).success);
    }
  });

  const sheets: unknown[] = [
    sheet,
    { ...sheet, compensatory: true, retakeOfAttemptId: 4 },
    { ...sheet, questionTimes: undefined },
    { ...sheet, attemptId: "7" },
    { ...sheet, answers: { x: 1 } },
    { ...sheet, answers: { "11": [9] } },
    { ...sheet, markedForReview: [1.5] },
    { ...sheet, questionIds: undefined },
    { ...sheet, retakeOfAttemptId: undefined },
    { ...sheet, compensatory: "yes" },
    { ...sheet, questionTimes: { "11": { seconds: -1, visits: 0 } } },
    { ...sheet, deadline: 5 },
    null,
    [],
  ];
  it("accept exactly the sheets attemptSheetSchema accepts", () => {
    for (const value of sheets) {
      expect(isAttemptSheet(value), JSON.stringify(value)).toBe(attemptSheetSchema.safeParse(value).success);
    }
  });
});
