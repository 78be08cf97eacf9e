import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts } from "~/server/db/schema";
import { attemptRequests, startAttemptsApp, T0 } from "~/server/test-support/attempts-app";
import { answerSheet, createQuiz, type FixtureQuiz } from "~/server/test-support/quiz-fixtures";
import { type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

describe("attempts: start, save, submit, result", () => {
  let t: TestApp;
  let learner: SignedIn;
  let other: SignedIn;
  let jee: FixtureQuiz;

  beforeAll(async () => {
    ({ t, learner, other, jee } = await startAttemptsApp());
  });
  afterAll(() => t.close());

  const { inject, start } = attemptRequests(() => t);

  it("needs a signed-in user (401) and a real quiz (404), and validates ids (400)", async () => {
    expect((await inject(null, "POST", `/api/quiz/${jee.quizId}/start`)).statusCode).toBe(401);
    expect((await inject(null, "GET", "/api/user/attempts")).statusCode).toBe(401);
    expect((await inject(null, "GET", "/api/attempts/1")).statusCode).toBe(401);
    const missing = await inject(learner, "POST", "/api/quiz/999999/start");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Quiz Not Found");
    const bad = await inject(learner, "POST", "/api/quiz/abc/start");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("id");
    const badAttempt = await inject(learner, "GET", "/api/attempts/-4");
    expect(badAttempt.statusCode).toBe(400);
    expect(badAttempt.json().field).toBe("id");
  });

  it("starts on the server clock and resumes the same open attempt", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { questionCount: 3, timeLimit: 5 });
    const raw = await inject(learner, "POST", `/api/quiz/${quiz.quizId}/start`);
    expect(raw.body).not.toMatch(/correct_?index|explanation|SECRET-/i);
    expect(raw.json().serverNow).toBe(T0);
    const first = await start(learner, quiz.quizId);
    expect(first.attemptId).toBe(raw.json().attemptId);
    expect(first.deadline).toBe("2026-11-18T06:05:00.000Z");
    expect(first.questionIds).toEqual(quiz.questions.map((q) => q.id));
    t.clock.advance(60_000);
    const again = await start(learner, quiz.quizId);
    expect(again.attemptId).toBe(first.attemptId);
    expect(again.deadline).toBe(first.deadline);
    // the other user gets an attempt of their own
    expect((await start(other, quiz.quizId)).attemptId).not.toBe(first.attemptId);
    // past the deadline and grace, a new attempt starts
    t.clock.advance(5 * 60_000);
    expect((await start(learner, quiz.quizId)).attemptId).not.toBe(first.attemptId);
  });

  it("saves answers as they are chosen; a resume answers them", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { questionCount: 4 });
    const sheet = await start(learner, quiz.quizId);
    const [q1, q2, q3] = quiz.questions;
    const save = await inject(learner, "PUT", `/api/attempts/${sheet.attemptId}/answers`, {
      answers: { [q1!.id]: 2, [q2!.id]: 0 },
      markedForReview: [q2!.id, q3!.id],
    });
    expect(save.statusCode, save.body).toBe(200);
    const resumed = await start(learner, quiz.quizId);
    expect(resumed).toMatchObject({
      attemptId: sheet.attemptId,
      answers: { [q1!.id]: 2, [q2!.id]: 0 },
      markedForReview: [q2!.id, q3!.id],
    });
    // a change replaces the sheet; "007"-style keys are stored as the plain id
    await inject(learner, "PUT", `/api/attempts/${sheet.attemptId}/answers`, {
      answers: { [q1!.id]: 3, [`00${q3!.id}`]: 1 },
    });
    expect((await start(learner, quiz.quizId)).answers).toEqual({ [q1!.id]: 3, [q3!.id]: 1 });
  });

  it("refuses invalid answer sheets with 400 naming the field", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { questionCount: 2 });
    const { attemptId } = await start(learner, quiz.quizId);
    const q = quiz.questions[0]!.id;
    const cases: [unknown, string][] = [
      [{ answers: { [q]: 4 } }, `answers.${q}`],
      [{ answers: { [q]: -1 } }, `answers.${q}`],
      [{ answers: { [q]: 1.5 } }, `answers.${q}`],
      [{ answers: { [jee.questions[0]!.id]: 1 } }, `answers.${jee.questions[0]!.id}`],
      [{ answers: {}, markedForReview: [jee.questions[0]!.id] }, "markedForReview"],
      [{ answers: "all of them" }, "answers"],
      [{}, "answers"],
    ];
    for (const [payload, field] of cases) {
      const res = await inject(learner, "PUT", `/api/attempts/${attemptId}/answers`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const badSubmit = await inject(learner, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId,
      timeSpent: 10,
      answers: { [q]: 7 },
    });
    expect(badSubmit.statusCode).toBe(400);
    expect(badSubmit.json().field).toBe(`answers.${q}`);
    const noAttempt = await inject(learner, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      timeSpent: 1,
      answers: {},
    });
    expect(noAttempt.statusCode).toBe(400);
    expect(noAttempt.json().field).toBe("attemptId");
  });

  it("scores a late submit on the answers saved by the deadline", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { questionCount: 4, timeLimit: 2 });
    const { attemptId } = await start(learner, quiz.quizId);
    await inject(learner, "PUT", `/api/attempts/${attemptId}/answers`, {
      answers: answerSheet(quiz.questions, 1),
    });
    t.clock.advance(2 * 60_000 + 31_000);
    const lateSave = await inject(learner, "PUT", `/api/attempts/${attemptId}/answers`, {
      answers: answerSheet(quiz.questions, 4),
    });
    expect(lateSave.statusCode).toBe(409);
    expect(lateSave.json().message).toBe("The time for this attempt is over");
    const res = await inject(learner, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId,
      timeSpent: 999,
      answers: answerSheet(quiz.questions, 4),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ correct: 1, wrong: 0, skipped: 3, marks: 4, timeSpent: 120 });
  });

  it("within the 30 s grace scores only what was saved by the deadline, not the submit's answers", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { questionCount: 4, timeLimit: 2 });
    const { attemptId } = await start(learner, quiz.quizId);
    await inject(learner, "PUT", `/api/attempts/${attemptId}/answers`, {
      answers: answerSheet(quiz.questions, 2),
    });
    t.clock.advance(2 * 60_000 + 25_000);
    const res = await inject(learner, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId,
      timeSpent: 140,
      answers: answerSheet(quiz.questions, 4),
    });
    expect(res.json()).toMatchObject({ correct: 2, marks: 8, timeSpent: 120 });
  });

  it("hides other users' attempts behind 404", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { questionCount: 2 });
    const { attemptId } = await start(learner, quiz.quizId);
    const put = await inject(other, "PUT", `/api/attempts/${attemptId}/answers`, { answers: {} });
    expect(put.statusCode).toBe(404);
    const submit = await inject(other, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId,
      timeSpent: 1,
      answers: {},
    });
    expect(submit.statusCode).toBe(404);
    expect((await inject(other, "POST", `/api/attempts/${attemptId}/retake-wrong`)).statusCode).toBe(404);
    expect((await inject(other, "POST", `/api/quiz/${quiz.quizId}/start`, { attemptId })).statusCode).toBe(
      404,
    );
    // an attempt submitted under the wrong quiz id is 404 too
    const wrongQuiz = await inject(learner, "POST", `/api/quiz/${jee.quizId}/submit`, {
      attemptId,
      timeSpent: 1,
      answers: {},
    });
    expect(wrongQuiz.statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(attempts).where(eq(attempts.id, attemptId));
    expect(row?.submittedAt).toBeNull();
  });

  it("answers 409 for the result of an unsubmitted attempt and for saving after submit", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { questionCount: 2 });
    const { attemptId } = await start(learner, quiz.quizId);
    expect((await inject(learner, "GET", `/api/attempts/${attemptId}`)).statusCode).toBe(409);
    await inject(learner, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId,
      timeSpent: 1,
      answers: {},
    });
    const save = await inject(learner, "PUT", `/api/attempts/${attemptId}/answers`, { answers: {} });
    expect(save.statusCode).toBe(409);
  });

  it("lists the user's submitted attempts, newest first", async () => {
    const who = await signIn(t.app);
    const q1 = await createQuiz(t.ctx.db, { questionCount: 2, title: "Older quiz" });
    const q2 = await createQuiz(t.ctx.db, { questionCount: 2, title: "Newer quiz" });
    t.clock.set(T0);
    for (const quiz of [q1, q2]) {
      const { attemptId } = await start(who, quiz.quizId);
      t.clock.advance(60_000);
      await inject(who, "POST", `/api/quiz/${quiz.quizId}/submit`, {
        attemptId,
        timeSpent: 30,
        answers: answerSheet(quiz.questions, 1),
      });
    }
    await start(who, q1.quizId); // open, not submitted: not listed
    const res = await inject(who, "GET", "/api/user/attempts");
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((a: { quizTitle: string }) => a.quizTitle)).toEqual(["Newer quiz", "Older quiz"]);
    expect(list[0]).toMatchObject({
      quizId: q2.quizId,
      marks: 4,
      maxMarks: 8,
      percent: 50,
      isFirst: true,
      kind: "practice",
    });
  });
});
