import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questions } from "~/server/db/schema";
import { answerSheet, createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

describe("mock tests and past papers with real figures", () => {
  let t: TestApp;
  let jeeMock: FixtureQuiz;
  let upscMock: FixtureQuiz;
  let alice: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ now: "2026-11-18T06:00:00Z" });
    await insertExams(t.ctx.db);
    jeeMock = await createQuiz(t.ctx.db, {
      kind: "mock",
      title: "JEE Main Mock 1",
      difficulty: "hard",
      timeLimit: 36,
      sections: [
        { name: "Physics", size: 3 },
        { name: "Chemistry", size: 3 },
        { name: "Mathematics", size: 3 },
      ],
    });
    upscMock = await createQuiz(t.ctx.db, {
      examType: "upsc",
      kind: "mock",
      title: "UPSC Prelims Mock",
      questionCount: 6,
      timeLimit: 12,
    });
    await createQuiz(t.ctx.db, { kind: "mock", title: "Unpublished mock", published: false });
    await createQuiz(t.ctx.db, {
      kind: "past_paper",
      examType: "ssc",
      year: 2023,
      isSample: true,
      title: "SSC 2023 set",
    });
    await createQuiz(t.ctx.db, {
      kind: "past_paper",
      examType: "ssc",
      year: 2022,
      isSample: true,
      title: "SSC 2022 set",
    });
    await createQuiz(t.ctx.db, {
      kind: "past_paper",
      examType: "neet",
      year: 2023,
      isSample: true,
      title: "NEET 2023 set",
      questionCount: 4,
    });
    alice = await signIn(t.app);
    bob = await signIn(t.app);
  });
  afterAll(() => t.close());

  const take = async (who: SignedIn, quiz: FixtureQuiz, right: number, wrong: number) => {
    const { attemptId } = (
      await t.app.inject({
        method: "POST",
        url: `/api/quiz/${quiz.quizId}/start`,
        headers: { cookie: who.cookie },
      })
    ).json();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${quiz.quizId}/submit`,
      headers: { cookie: who.cookie },
      payload: { attemptId, timeSpent: 60, answers: answerSheet(quiz.questions, right, wrong) },
    });
    expect(res.statusCode).toBe(200);
    return attemptId as number;
  };

  it("lists mock tests with duration, questions, maximum marks and attempts by all users", async () => {
    await take(alice, jeeMock, 5, 2); // 18 marks
    const latest = await take(alice, jeeMock, 3, 0); // 12 marks, a retake
    await take(bob, jeeMock, 9, 0);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/mock-tests",
      headers: { cookie: alice.cookie },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((m: { title: string }) => m.title)).toEqual(["UPSC Prelims Mock", "JEE Main Mock 1"]);
    expect(list[1]).toEqual({
      id: jeeMock.quizId,
      title: "JEE Main Mock 1",
      description: expect.any(String),
      titleHi: null,
      descriptionHi: null,
      categoryId: "jee",
      examType: "jee",
      difficultyLevel: "hard",
      durationMinutes: 36,
      questionCount: 9,
      hindiCount: 9,
      maxMarks: 36,
      attemptCount: 2,
      // JEE Main: numerical answers are marked +4 / -1 too (since 2025), stored as data
      marking: { correct: 4, wrong: -1, byType: { numerical: { correct: 4, wrong: -1 } } },
      sections: ["Physics", "Chemistry", "Mathematics"],
      locked: false, // the first mock test of JEE is free
      fullLength: null,
      status: "completed",
      bestScore: 18,
      bestPercent: 50,
      lastAttemptId: latest,
    });
    expect(list[0]).toMatchObject({
      id: upscMock.quizId,
      maxMarks: 12,
      questionCount: 6,
      attemptCount: 0,
      status: "not_attempted",
      bestScore: null,
      bestPercent: null,
      lastAttemptId: null,
    });
  });

  it("says before the start how many questions have Hindi: a question with no Hindi text or no Hindi options does not count", async () => {
    const [noText, noOptions] = upscMock.questions;
    await t.ctx.db.update(questions).set({ textHi: null }).where(eq(questions.id, noText!.id));
    await t.ctx.db.update(questions).set({ optionsHi: null }).where(eq(questions.id, noOptions!.id));
    const list = (await t.app.inject({ method: "GET", url: "/api/mock-tests" })).json();
    expect(list[0]).toMatchObject({ id: upscMock.quizId, questionCount: 6, hindiCount: 4 });
    expect(list[1]).toMatchObject({ id: jeeMock.quizId, questionCount: 9, hindiCount: 9 });
  });

  it("leaves the user's figures out when signed out", async () => {
    const list = (await t.app.inject({ method: "GET", url: "/api/mock-tests" })).json();
    expect(list).toHaveLength(2);
    for (const m of list) {
      expect(m).not.toHaveProperty("status");
      expect(m).not.toHaveProperty("bestScore");
    }
    expect(list[1].attemptCount).toBe(2);
  });

  it("lists past papers in exam order, newest year first, filtered by exam and year", async () => {
    const all = (await t.app.inject({ method: "GET", url: "/api/past-papers" })).json();
    expect(all.map((p: { title: string }) => p.title)).toEqual([
      "NEET 2023 set",
      "SSC 2023 set",
      "SSC 2022 set",
    ]);
    expect(all[1]).toMatchObject({
      examType: "ssc",
      examName: "SSC",
      year: 2023,
      isSample: true,
      durationMinutes: 10,
      questionCount: 5,
      maxMarks: 10,
      marking: { correct: 2, wrong: -0.5 },
    });
    const ssc = (await t.app.inject({ method: "GET", url: "/api/past-papers?examType=SSC" })).json();
    expect(ssc.map((p: { year: number }) => p.year)).toEqual([2023, 2022]);
    const y2023 = (await t.app.inject({ method: "GET", url: "/api/past-papers?year=2023" })).json();
    expect(y2023.map((p: { title: string }) => p.title)).toEqual(["NEET 2023 set", "SSC 2023 set"]);
    const both = (
      await t.app.inject({ method: "GET", url: "/api/past-papers?examType=neet&year=2022" })
    ).json();
    expect(both).toEqual([]);
    const empty = (await t.app.inject({ method: "GET", url: "/api/past-papers?examType=&year=" })).json();
    expect(empty).toHaveLength(3);
  });

  it("refuses bad past-paper filters with 400 naming the field", async () => {
    const exam = await t.app.inject({ method: "GET", url: "/api/past-papers?examType=cat" });
    expect(exam.statusCode).toBe(400);
    expect(exam.json().field).toBe("examType");
    const year = await t.app.inject({ method: "GET", url: "/api/past-papers?year=last" });
    expect(year.statusCode).toBe(400);
    expect(year.json().field).toBe("year");
  });
});
