import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookmarks } from "~/server/db/schema";
import { answerSheet, createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

describe("bookmarks", () => {
  let t: TestApp;
  let learner: SignedIn;
  let quiz: FixtureQuiz;

  beforeAll(async () => {
    t = await createTestApp({ now: "2026-11-18T06:00:00Z" });
    await insertExams(t.ctx.db);
    quiz = await createQuiz(t.ctx.db, { examType: "ssc", questionCount: 3, subjects: ["Reasoning"] });
    learner = await signIn(t.app);
  });
  afterAll(() => t.close());

  const toggle = (who: SignedIn | null, questionId: number | string) =>
    t.app.inject({
      method: "POST",
      url: `/api/bookmark/${questionId}`,
      headers: who ? { cookie: who.cookie } : {},
    });
  const list = async (who: SignedIn) =>
    (
      await t.app.inject({ method: "GET", url: "/api/user/bookmarks", headers: { cookie: who.cookie } })
    ).json();

  it("toggles a bookmark on and off", async () => {
    const q = quiz.questions[0]!.id;
    const on = await toggle(learner, q);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ bookmarked: true });
    expect((await list(learner)).map((b: { questionId: number }) => b.questionId)).toEqual([q]);
    expect((await toggle(learner, q)).json()).toEqual({ bookmarked: false });
    expect(await list(learner)).toEqual([]);
    const [rows] = await t.ctx.db
      .select({ n: count() })
      .from(bookmarks)
      .where(eq(bookmarks.userId, learner.user.id));
    expect(rows?.n).toBe(0);
  });

  it("answers 401 signed out, 404 for an unknown question and 400 for a bad id", async () => {
    expect((await toggle(null, quiz.questions[0]!.id)).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/user/bookmarks" })).statusCode).toBe(401);
    const missing = await toggle(learner, 987654);
    expect(missing.statusCode).toBe(404);
    const bad = await toggle(learner, "first");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("questionId");
  });

  it("reveals the answer and explanation only after the user submitted an attempt with the question", async () => {
    const who = await signIn(t.app);
    const [q1, q2] = quiz.questions;
    await toggle(who, q1!.id);
    t.clock.advance(1000);
    await toggle(who, q2!.id);
    const before = await list(who);
    expect(before.map((b: { questionId: number }) => b.questionId)).toEqual([q2!.id, q1!.id]);
    expect(before[0]).toMatchObject({
      question: expect.stringContaining("question 2"),
      options: ["Option A", "Option B", "Option C", "Option D"],
      subject: "Reasoning",
      examType: "ssc",
      examName: "SSC",
      correctIndex: null,
      explanation: null,
      explanationHi: null,
    });
    expect(JSON.stringify(before)).not.toContain("SECRET-");

    // an open, unsubmitted attempt reveals nothing
    const { attemptId } = (
      await t.app.inject({
        method: "POST",
        url: `/api/quiz/${quiz.quizId}/start`,
        headers: { cookie: who.cookie },
      })
    ).json();
    expect((await list(who))[0].correctIndex).toBeNull();

    await t.app.inject({
      method: "POST",
      url: `/api/quiz/${quiz.quizId}/submit`,
      headers: { cookie: who.cookie },
      payload: { attemptId, timeSpent: 20, answers: answerSheet(quiz.questions, 1) },
    });
    const after = await list(who);
    expect(after[0]).toMatchObject({
      questionId: q2!.id,
      correctIndex: q2!.correctIndex,
      explanation: q2!.explanation,
      explanationHi: expect.stringContaining("SECRET-HINDI"),
    });
    // another user who bookmarks the same question still sees no answer
    const stranger = await signIn(t.app);
    await toggle(stranger, q2!.id);
    expect((await list(stranger))[0]).toMatchObject({
      questionId: q2!.id,
      correctIndex: null,
      explanation: null,
    });
  });
});
