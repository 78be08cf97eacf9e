import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts } from "~/server/db/schema";
import { attemptRequests, startAttemptsApp, T0 } from "~/server/test-support/attempts-app";
import { createQuiz, type FixtureQuiz } from "~/server/test-support/quiz-fixtures";
import type { SignedIn, TestApp } from "~/server/test-support/test-app";

const NEET_SECTIONS = [
  { name: "Physics", size: 2 },
  { name: "Chemistry", size: 2 },
];

describe("attempts in the OMR interface (NEET, UPSC prelims): a filled bubble is final", () => {
  let t: TestApp;
  let learner: SignedIn;
  let neetMock: FixtureQuiz;

  beforeAll(async () => {
    ({ t, learner } = await startAttemptsApp());
    neetMock = await createQuiz(t.ctx.db, {
      examType: "neet",
      kind: "mock",
      sections: NEET_SECTIONS,
      subjects: ["Physics", "Chemistry"],
    });
  });
  afterAll(() => t.close());

  const { inject, start } = attemptRequests(() => t);
  const savedAnswers = async (attemptId: number) =>
    (await t.ctx.db.select({ answers: attempts.answers }).from(attempts).where(eq(attempts.id, attemptId)))[0]
      ?.answers;

  it("the NEET mock opens in the OMR interface", async () => {
    const res = await inject(learner, "GET", `/api/quiz/${neetMock.quizId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().interface).toBe("omr");
  });

  it("refuses a save that changes or clears a filled answer, names it, and keeps the first answer", async () => {
    t.clock.set(T0);
    const { attemptId } = await start(learner, neetMock.quizId);
    const [q1, q2, q3] = neetMock.questions.map((q) => String(q.id));
    const save = (answers: Record<string, number>) =>
      inject(learner, "PUT", `/api/attempts/${attemptId}/answers`, { answers });

    expect((await save({ [q1!]: 2 })).statusCode).toBe(200);

    // another bubble in the filled row: refused, and nothing of that save is stored
    const changed = await save({ [q1!]: 3, [q2!]: 0 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      message: `answers.${q1}: a filled bubble is final on the OMR answer sheet; it cannot be changed or cleared`,
      field: `answers.${q1}`,
    });
    expect(await savedAnswers(attemptId)).toEqual({ [q1!]: 2 });

    // clearing the filled row (no whitener): refused too
    const cleared = await save({ [q2!]: 0 });
    expect(cleared.statusCode).toBe(409);
    expect(cleared.json().field).toBe(`answers.${q1}`);
    expect(await savedAnswers(attemptId)).toEqual({ [q1!]: 2 });

    // the same filled row with a new one: taken
    expect((await save({ [q1!]: 2, [q2!]: 0 })).statusCode).toBe(200);
    expect(await savedAnswers(attemptId)).toEqual({ [q1!]: 2, [q2!]: 0 });

    // a submit that changes and drops filled answers scores the saved ones and fills the empty row
    t.clock.advance(60_000);
    const submitted = await inject(learner, "POST", `/api/quiz/${neetMock.quizId}/submit`, {
      attemptId,
      timeSpent: 60,
      answers: { [q1!]: 1, [q3!]: 3 },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const review = submitted.json().review as { id: number; chosenIndex: number | null }[];
    expect(review.map((r) => r.chosenIndex)).toEqual([2, 0, 3, null]);
    expect(await savedAnswers(attemptId)).toEqual({ [q1!]: 2, [q2!]: 0, [q3!]: 3 });
  });

  it("a NEET practice quiz (the plain page) still lets an answer change", async () => {
    t.clock.set(T0);
    const practice = await createQuiz(t.ctx.db, { examType: "neet", kind: "practice", questionCount: 2 });
    const { attemptId } = await start(learner, practice.quizId);
    const q1 = String(practice.questions[0]!.id);
    const save = (answers: Record<string, number>) =>
      inject(learner, "PUT", `/api/attempts/${attemptId}/answers`, { answers });
    expect((await save({ [q1]: 2 })).statusCode).toBe(200);
    expect((await save({ [q1]: 3 })).statusCode).toBe(200);
    expect((await save({})).statusCode).toBe(200);
    expect(await savedAnswers(attemptId)).toEqual({});
  });
});
