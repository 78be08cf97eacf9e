import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts, weeklyPoints } from "~/server/db/schema";
import { T0 } from "~/server/test-support/attempts-app";
import { answerSheet, createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

describe("retake the ones I got wrong", () => {
  let t: TestApp;
  let who: SignedIn;
  let quiz: FixtureQuiz;

  beforeAll(async () => {
    t = await createTestApp({ now: T0 });
    await insertExams(t.ctx.db);
    quiz = await createQuiz(t.ctx.db, { questionCount: 6, timeLimit: 12 });
    who = await signIn(t.app);
  });
  afterAll(() => t.close());

  const inject = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { cookie: who.cookie } });

  it("covers exactly the wrong and skipped questions, earns nothing, and resumes by attemptId", async () => {
    const { attemptId } = (await inject("POST", `/api/quiz/${quiz.quizId}/start`)).json();
    // 3 right, 2 wrong, 1 skipped
    const first = await inject("POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId,
      timeSpent: 60,
      answers: answerSheet(quiz.questions, 3, 2),
    });
    expect(first.json().points).toBe(30);

    const notYet = await inject("POST", `/api/attempts/${attemptId + 1000}/retake-wrong`);
    expect(notYet.statusCode).toBe(404);

    const retake = await inject("POST", `/api/attempts/${attemptId}/retake-wrong`);
    expect(retake.statusCode, retake.body).toBe(200);
    const sheet = retake.json();
    expect(sheet.questionIds).toEqual(quiz.questions.slice(3).map((q) => q.id));
    expect(sheet.retakeOfAttemptId).toBe(attemptId);
    expect(sheet.quizId).toBe(quiz.quizId);
    // 12 minutes for 6 questions -> 6 minutes for 3
    expect(Date.parse(sheet.deadline) - Date.parse(sheet.startedAt)).toBe(6 * 60_000);

    // asking again, or starting with its id, resumes it; a plain start is a new full attempt
    expect((await inject("POST", `/api/attempts/${attemptId}/retake-wrong`)).json().attemptId).toBe(
      sheet.attemptId,
    );
    const resumed = await inject("POST", `/api/quiz/${quiz.quizId}/start`, { attemptId: sheet.attemptId });
    expect(resumed.json()).toMatchObject({ attemptId: sheet.attemptId, questionIds: sheet.questionIds });
    const plain = (await inject("POST", `/api/quiz/${quiz.quizId}/start`)).json();
    expect(plain.attemptId).not.toBe(sheet.attemptId);
    expect(plain.questionIds).toHaveLength(6);

    const done = await inject("POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId: sheet.attemptId,
      timeSpent: 30,
      answers: answerSheet(quiz.questions.slice(3), 3),
    });
    expect(done.json()).toMatchObject({
      correct: 3,
      wrong: 0,
      skipped: 0,
      marks: 12,
      maxMarks: 12,
      totalQuestions: 3,
      isFirst: false,
      points: 0,
      percentile: null,
      retakeOfAttemptId: attemptId,
    });
    expect(done.json().review).toHaveLength(3);
    const wp = await t.ctx.db.select().from(weeklyPoints).where(eq(weeklyPoints.userId, who.user.id));
    expect(wp.map((w) => w.points)).toEqual([30, 30]);

    // the retake, once submitted, cannot be resumed
    const again = await inject("POST", `/api/quiz/${quiz.quizId}/start`, { attemptId: sheet.attemptId });
    expect(again.statusCode).toBe(409);
    // and with every answer right there is nothing left to retake
    const nothing = await inject("POST", `/api/attempts/${sheet.attemptId}/retake-wrong`);
    expect(nothing.statusCode).toBe(409);
  });

  it("refuses to retake an unsubmitted attempt", async () => {
    const other = await createQuiz(t.ctx.db, { questionCount: 2 });
    const { attemptId } = (await inject("POST", `/api/quiz/${other.quizId}/start`)).json();
    const res = await inject("POST", `/api/attempts/${attemptId}/retake-wrong`);
    expect(res.statusCode).toBe(409);
  });
});

// The production setting: a submit's percentile comes from a per-instance histogram of first attempts.
const HISTOGRAM_MS = 1500;
describe("the percentile at submit with the marks histogram cached", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: T0, env: { STANDING_CACHE_MS: String(HISTOGRAM_MS) } });
    await insertExams(t.ctx.db);
  });
  afterAll(() => t.close());

  const submitFirst = async (who: SignedIn, quiz: FixtureQuiz, right: number) => {
    const started = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${quiz.quizId}/start`,
      headers: { cookie: who.cookie },
    });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${quiz.quizId}/submit`,
      headers: { cookie: who.cookie },
      payload: {
        attemptId: started.json().attemptId,
        timeSpent: 20,
        answers: answerSheet(quiz.questions, right, quiz.questions.length - right),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      attemptId: number;
      percentile: number;
      percentileCohort: number;
      isFirst: boolean;
    };
  };

  it("ranks among the other learners' first attempts, as the exact count does", async () => {
    const quiz = await createQuiz(t.ctx.db, { examType: "jee", questionCount: 4 });
    for (const right of [1, 2, 3]) await submitFirst(await signIn(t.app), quiz, right);
    const learner = await signIn(t.app);
    // the histogram loaded at the first of those submits is too old now: the next submit reloads it
    await new Promise((resolve) => setTimeout(resolve, HISTOGRAM_MS + 100));
    const first = await submitFirst(learner, quiz, 2);
    // NTA's rule: one below, one tie and the learner, of four first attempts
    expect(first).toMatchObject({ percentile: 75, percentileCohort: 4 });
    const exact = await t.app.inject({
      method: "GET",
      url: `/api/attempts/${first.attemptId}`,
      headers: { cookie: learner.cookie },
    });
    expect(exact.json()).toMatchObject({ percentile: 75, percentileCohort: 4 });
    // a later attempt of the same learner is compared with the others only, not with their own first
    const again = await submitFirst(learner, quiz, 4);
    expect(again).toMatchObject({ isFirst: false, percentile: 100 });
  });

  it("leaves the learner's own first attempt out when the histogram holds it", async () => {
    const quiz = await createQuiz(t.ctx.db, { examType: "jee", questionCount: 4 });
    const learner = await signIn(t.app);
    // their first attempt, submitted an hour ago (through another instance, say): full marks
    await t.ctx.db.insert(attempts).values({
      userId: learner.user.id,
      quizId: quiz.quizId,
      questionIds: quiz.questions.map((q) => q.id),
      startedAt: new Date(Date.parse(T0) - 3_600_000),
      deadline: new Date(Date.parse(T0) - 3_000_000),
      submittedAt: new Date(Date.parse(T0) - 3_500_000),
      marks: 16,
      maxMarks: 16,
      isFirst: true,
    });
    // someone else's submit loads the histogram: it holds the learner's first attempt only
    await submitFirst(await signIn(t.app), quiz, 4);
    const repeat = await submitFirst(learner, quiz, 0);
    // compared with nobody else in that histogram: 100 of 1, not below their own full marks
    expect(repeat).toMatchObject({ isFirst: false, percentile: 100, percentileCohort: 1 });
  });
});
