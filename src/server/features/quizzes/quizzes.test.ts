import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questions } from "~/server/db/schema";
import { createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

describe("quizzes: list and take without the answer key", () => {
  let t: TestApp;
  let learner: SignedIn;
  let admin: SignedIn;
  let practice: FixtureQuiz;
  let mock: FixtureQuiz;
  let hidden: FixtureQuiz;

  beforeAll(async () => {
    t = await createTestApp({ now: "2026-11-18T06:00:00Z" });
    await insertExams(t.ctx.db);
    practice = await createQuiz(t.ctx.db, {
      title: "Older practice",
      questionCount: 5,
      createdAt: new Date("2026-11-01T00:00:00Z"),
    });
    mock = await createQuiz(t.ctx.db, {
      examType: "banking",
      kind: "mock",
      title: "Banking mock",
      sections: [
        { name: "English Language", timeLimitMinutes: 4, size: 2 },
        { name: "Reasoning Ability", timeLimitMinutes: 4, size: 3 },
      ],
      createdAt: new Date("2026-11-10T00:00:00Z"),
    });
    hidden = await createQuiz(t.ctx.db, { title: "Draft", published: false });
    await createQuiz(t.ctx.db, {
      kind: "daily",
      title: "Daily for the 17th",
      scheduledFor: "2026-11-17",
      createdAt: new Date("2026-11-16T18:30:00Z"),
    });
    await createQuiz(t.ctx.db, {
      kind: "daily",
      title: "Daily scheduled ahead",
      scheduledFor: "2026-11-30",
      createdAt: new Date("2026-11-17T00:00:00Z"),
    });
    learner = await signIn(t.app);
    admin = await signIn(t.app, { role: "admin" });
  });
  afterAll(() => t.close());

  it("lists published quizzes newest first with real question counts", async () => {
    // a soft-deleted question no longer counts
    await t.ctx.db
      .update(questions)
      .set({ deletedAt: new Date() })
      .where(eq(questions.id, practice.questions[4]!.id));
    const res = await t.app.inject({ method: "GET", url: "/api/quizzes" });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((q: { title: string }) => q.title)).toEqual([
      "Daily for the 17th",
      "Banking mock",
      "Older practice",
    ]);
    expect(list[0]).toMatchObject({ kind: "daily", scheduledDate: "2026-11-17", timeLimit: 10 });
    expect(list[1]).toMatchObject({
      kind: "mock",
      examType: "banking",
      totalQuestions: 5,
      scheduledDate: null,
    });
    expect(list[2]).toMatchObject({ id: practice.quizId, totalQuestions: 4, year: null, isSample: false });
    await t.ctx.db
      .update(questions)
      .set({ deletedAt: null })
      .where(eq(questions.id, practice.questions[4]!.id));
  });

  it("serves a quiz with its questions in order and never the answer key", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/quiz/${practice.quizId}` });
    expect(res.statusCode).toBe(200);
    const quiz = res.json();
    expect(quiz).toMatchObject({
      id: practice.quizId,
      examType: "jee",
      kind: "practice",
      timeLimit: 10,
      totalQuestions: 5,
      marking: { correct: 4, wrong: -1 },
      sections: null,
    });
    expect(quiz.questions.map((q: { id: number }) => q.id)).toEqual(practice.questions.map((q) => q.id));
    expect(quiz.questions[0]).toEqual({
      id: practice.questions[0]!.id,
      question: expect.stringContaining("question 1"),
      options: ["Option A", "Option B", "Option C", "Option D"],
      subject: "Physics",
      topic: "Topic 0",
      section: null,
      type: "single",
      stimulusId: null,
      hi: { question: "प्रश्न 1", options: ["विकल्प A", "विकल्प B", "विकल्प C", "विकल्प D"] },
      // no math in these texts: the typeset HTML is the text itself
      html: {
        question: quiz.questions[0].question,
        options: ["Option A", "Option B", "Option C", "Option D"],
        hi: { question: "प्रश्न 1", options: ["विकल्प A", "विकल्प B", "विकल्प C", "विकल्प D"] },
      },
    });
    for (const leak of [
      "correctIndex",
      "correct_index",
      "correctAnswer",
      "numericMin",
      "numericAnswer",
      "explanation",
      "SECRET-",
    ]) {
      expect(res.body).not.toContain(leak);
    }
  });

  it("does not leak the key to a signed-in user or an admin either", async () => {
    for (const who of [learner, admin]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/quiz/${mock.quizId}`,
        headers: { cookie: who.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/correct_?index|explanation|SECRET-/i);
    }
  });

  it("serves sections with their time limits and question ids", async () => {
    const quiz = (await t.app.inject({ method: "GET", url: `/api/quiz/${mock.quizId}` })).json();
    const ids = mock.questions.map((q) => q.id);
    expect(quiz.sections).toEqual([
      { name: "English Language", timeLimitMinutes: 4, questionIds: ids.slice(0, 2) },
      { name: "Reasoning Ability", timeLimitMinutes: 4, questionIds: ids.slice(2) },
    ]);
    expect(quiz.questions.map((q: { section: string }) => q.section)).toEqual([
      "English Language",
      "English Language",
      "Reasoning Ability",
      "Reasoning Ability",
      "Reasoning Ability",
    ]);
    expect(quiz.marking).toEqual({ correct: 1, wrong: -0.25 });
  });

  it("tells a signed-in user which questions they bookmarked", async () => {
    const target = practice.questions[1]!.id;
    await t.app.inject({
      method: "POST",
      url: `/api/bookmark/${target}`,
      headers: { cookie: learner.cookie },
    });
    const quiz = (
      await t.app.inject({
        method: "GET",
        url: `/api/quiz/${practice.quizId}`,
        headers: { cookie: learner.cookie },
      })
    ).json();
    expect(quiz.questions.map((q: { bookmarked: boolean }) => q.bookmarked)).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it("answers 404 'Quiz Not Found' for a missing or unpublished quiz, except to admins", async () => {
    for (const url of ["/api/quiz/987654", `/api/quiz/${hidden.quizId}`]) {
      const res = await t.app.inject({ method: "GET", url, headers: { cookie: learner.cookie } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Quiz Not Found");
    }
    const asAdmin = await t.app.inject({
      method: "GET",
      url: `/api/quiz/${hidden.quizId}`,
      headers: { cookie: admin.cookie },
    });
    expect(asAdmin.statusCode).toBe(200);
    const start = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${hidden.quizId}/start`,
      headers: { cookie: learner.cookie },
    });
    expect(start.statusCode).toBe(404);
  });

  it("answers 400 naming the field for a bad id", async () => {
    for (const url of ["/api/quiz/abc", "/api/quiz/0", "/api/quiz/1.5", "/api/quiz/99999999999"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().field).toBe("id");
    }
  });

  it("starts one attempt when two starts race", async () => {
    const who = await signIn(t.app);
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({
          method: "POST",
          url: `/api/quiz/${practice.quizId}/start`,
          headers: { cookie: who.cookie },
        }),
      ),
    );
    expect(a!.statusCode).toBe(200);
    expect(a!.json().attemptId).toBe(b!.json().attemptId);
  });
});
