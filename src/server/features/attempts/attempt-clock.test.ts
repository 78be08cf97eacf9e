import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts } from "~/server/db/schema";
import {
  createQuiz,
  type FixtureQuestion,
  type FixtureQuiz,
  insertExams,
} from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

const T0 = "2026-11-18T06:00:00.000Z"; // Wednesday 11:30 IST
const MIN = 60_000;

describe("the server enforces the exam hall's clock", () => {
  let t: TestApp;
  let learner: SignedIn;
  let banking: FixtureQuiz;

  beforeAll(async () => {
    t = await createTestApp({ now: T0 });
    await insertExams(t.ctx.db);
    // IBPS PO prelims: three sections of 20 minutes each, in order
    banking = await createQuiz(t.ctx.db, {
      examType: "banking",
      kind: "mock",
      timeLimit: 60,
      sections: [
        { name: "English Language", timeLimitMinutes: 20, size: 2 },
        { name: "Quantitative Aptitude", timeLimitMinutes: 20, size: 2 },
        { name: "Reasoning Ability", timeLimitMinutes: 20, size: 2 },
      ],
    });
    learner = await signIn(t.app, { email: "zq-clock@example.com", firstName: "Zq-Clock" });
  });
  afterAll(() => t.close());

  const inject = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { cookie: learner.cookie } });
  const start = async (quizId: number) => {
    const res = await inject("POST", `/api/quiz/${quizId}/start`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { attemptId: number };
  };
  const save = (attemptId: number, answers: Record<string, number>) =>
    inject("PUT", `/api/attempts/${attemptId}/answers`, { answers });
  const storedAnswers = async (attemptId: number) =>
    (await t.ctx.db.select().from(attempts).where(eq(attempts.id, attemptId)))[0]?.answers;
  const right = (q: FixtureQuestion) => q.correctIndex;
  const wrong = (q: FixtureQuestion) => (q.correctIndex + 1) % 4;
  const q = (i: number) => banking.questions[i] as FixtureQuestion;

  it("refuses an answer for a section that is not open yet, naming the question", async () => {
    t.clock.set(T0);
    const { attemptId } = await start(banking.quizId);
    t.clock.advance(5 * MIN);
    const early = await save(attemptId, { [q(0).id]: right(q(0)), [q(2).id]: right(q(2)) });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      message: `answers.${q(2).id}: its section is not open yet`,
      field: `answers.${q(2).id}`,
    });
    expect(await storedAnswers(attemptId)).toEqual({});
  });

  it("keeps a closed section's answers as saved while it was open, and scores only those", async () => {
    t.clock.set(T0);
    const who = await signIn(t.app, { email: "zq-sections@example.com" });
    const send = (method: "POST" | "PUT", url: string, payload: unknown) =>
      t.app.inject({ method, url, payload: payload as object, headers: { cookie: who.cookie } });
    const started = await send("POST", `/api/quiz/${banking.quizId}/start`, {});
    const { attemptId } = started.json() as { attemptId: number };

    t.clock.advance(10 * MIN); // English open: question 0 answered right
    expect(
      (await send("PUT", `/api/attempts/${attemptId}/answers`, { answers: { [q(0).id]: right(q(0)) } }))
        .statusCode,
    ).toBe(200);

    t.clock.advance(15 * MIN); // 25 min: English closed, Quant open
    const late = {
      [q(0).id]: wrong(q(0)), // a change after English closed: never scored
      [q(1).id]: right(q(1)), // first answered after English closed: never scored
      [q(2).id]: right(q(2)),
    };
    expect((await send("PUT", `/api/attempts/${attemptId}/answers`, { answers: late })).statusCode).toBe(200);
    expect(await storedAnswers(attemptId)).toEqual({ [q(0).id]: right(q(0)), [q(2).id]: right(q(2)) });

    t.clock.advance(20 * MIN); // 45 min: Reasoning open; the submit carries every answer
    const res = await send("POST", `/api/quiz/${banking.quizId}/submit`, {
      attemptId,
      timeSpent: 0,
      answers: {
        ...late,
        [q(3).id]: right(q(3)), // Quant closed, never saved: not scored
        [q(4).id]: right(q(4)), // Reasoning open: scored
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ correct: 3, wrong: 0, skipped: 3 });
    const chosen = Object.fromEntries(
      (result.review as { id: number; chosenIndex: number | null }[]).map((r) => [r.id, r.chosenIndex]),
    );
    expect(chosen).toEqual({
      [q(0).id]: right(q(0)),
      [q(1).id]: null,
      [q(2).id]: right(q(2)),
      [q(3).id]: null,
      [q(4).id]: right(q(4)),
      [q(5).id]: null,
    });
  });

  it("refuses an answer saved during the grace, and a submit in the grace scores what was saved by the deadline", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { questionCount: 3, timeLimit: 2 });
    const [a, b] = quiz.questions as [FixtureQuestion, FixtureQuestion];
    const { attemptId } = await start(quiz.quizId);
    t.clock.advance(2 * MIN); // exactly the deadline: still accepted
    expect((await save(attemptId, { [a.id]: a.correctIndex })).statusCode).toBe(200);

    t.clock.advance(10_000); // in the grace
    const graceSave = await save(attemptId, { [a.id]: a.correctIndex, [b.id]: b.correctIndex });
    expect(graceSave.statusCode).toBe(409);
    expect(graceSave.json().message).toBe("The time for this attempt is over");
    expect(await storedAnswers(attemptId)).toEqual({ [a.id]: a.correctIndex });

    t.clock.advance(5_000);
    const res = await inject("POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId,
      timeSpent: 135,
      answers: { [a.id]: a.correctIndex, [b.id]: b.correctIndex },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ correct: 1, skipped: 2, timeSpent: 120 });
  });

  it("measures the time spent on the server: a client's 0 is not what the result shows", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { questionCount: 2, timeLimit: 10 });
    const { attemptId } = await start(quiz.quizId);
    t.clock.advance(75_400);
    const res = await inject("POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId,
      timeSpent: 0,
      answers: {},
    });
    expect(res.json()).toMatchObject({ timeSpent: 75, timePerQuestion: 37.5 });
    const again = await inject("GET", `/api/attempts/${attemptId}`);
    expect(again.json()).toMatchObject({ timeSpent: 75 });
    const [row] = await t.ctx.db.select().from(attempts).where(eq(attempts.id, attemptId));
    expect(row?.timeSpent).toBe(75);
  });
});
