import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import { MOCK_TEST_NEEDS_PLAN, PAST_PAPER_NEEDS_PLAN } from "~/shared/plans";

describe("what the Free plan unlocks of the full papers", () => {
  let t: TestApp;
  let firstMock: FixtureQuiz;
  let secondMock: FixtureQuiz;
  let otherExamMock: FixtureQuiz;
  let pastPaper: FixtureQuiz;
  let practice: FixtureQuiz;
  let free: SignedIn;
  let premium: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ now: "2026-11-18T06:00:00Z" });
    await insertExams(t.ctx.db);
    // an older unpublished mock test is not "the first": only published ones count
    await createQuiz(t.ctx.db, { kind: "mock", title: "Zq-Test hidden JEE mock", published: false });
    firstMock = await createQuiz(t.ctx.db, { kind: "mock", title: "Zq-Test JEE mock 1" });
    secondMock = await createQuiz(t.ctx.db, { kind: "mock", title: "Zq-Test JEE mock 2" });
    otherExamMock = await createQuiz(t.ctx.db, {
      kind: "mock",
      examType: "neet",
      title: "Zq-Test NEET mock",
    });
    pastPaper = await createQuiz(t.ctx.db, { kind: "past_paper", year: 2024, title: "Zq-Test JEE 2024" });
    practice = await createQuiz(t.ctx.db, { kind: "practice", title: "Zq-Test practice" });
    free = await signIn(t.app, { email: "zq-test-free@example.com", role: "learner" });
    premium = await signIn(t.app, { email: "zq-test-premium@example.com", role: "premium" });
  });
  afterAll(() => t.close());

  const start = (who: SignedIn, quiz: FixtureQuiz) =>
    t.app.inject({ method: "POST", url: `/api/quiz/${quiz.quizId}/start`, headers: { cookie: who.cookie } });

  it("lets a free learner start the first mock test of each exam and practice quizzes", async () => {
    expect((await start(free, firstMock)).statusCode).toBe(200);
    expect((await start(free, otherExamMock)).statusCode).toBe(200);
    expect((await start(free, practice)).statusCode).toBe(200);
  });

  it("refuses a free learner the second mock test and a past paper, naming the plans", async () => {
    const mock = await start(free, secondMock);
    expect(mock.statusCode).toBe(403);
    expect(mock.json().message).toBe(MOCK_TEST_NEEDS_PLAN);
    expect(mock.json().message).toContain("Monthly or Annual");
    const paper = await start(free, pastPaper);
    expect(paper.statusCode).toBe(403);
    expect(paper.json().message).toBe(PAST_PAPER_NEEDS_PLAN);
  });

  it("lets a premium learner start every mock test and past paper", async () => {
    expect((await start(premium, firstMock)).statusCode).toBe(200);
    expect((await start(premium, secondMock)).statusCode).toBe(200);
    expect((await start(premium, pastPaper)).statusCode).toBe(200);
  });

  it("marks on the lists what the viewer's plan does not unlock", async () => {
    const lockedIds = async (who: SignedIn | null, url: string) => {
      const res = await t.app.inject({ method: "GET", url, headers: who ? { cookie: who.cookie } : {} });
      expect(res.statusCode).toBe(200);
      return (res.json() as { id: number; locked: boolean }[]).filter((p) => p.locked).map((p) => p.id);
    };
    expect(await lockedIds(free, "/api/mock-tests")).toEqual([secondMock.quizId]);
    expect(await lockedIds(null, "/api/mock-tests")).toEqual([secondMock.quizId]);
    expect(await lockedIds(free, "/api/past-papers")).toEqual([pastPaper.quizId]);
    expect(await lockedIds(premium, "/api/mock-tests")).toEqual([]);
    expect(await lockedIds(premium, "/api/past-papers")).toEqual([]);
  });
});
