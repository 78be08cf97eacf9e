import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts, jobs } from "~/server/db/schema";
import { attemptRequests, startAttemptsApp, T0 } from "~/server/test-support/attempts-app";
import { createQuiz } from "~/server/test-support/quiz-fixtures";
import { type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import { PAST_PAPER_NEEDS_PLAN } from "~/shared/plans";

/** Opening a paper (what the quiz page and the entry script's early request ask) starts nothing. */
describe("opening a paper: GET /api/quiz/{id}/opening", () => {
  let t: TestApp;
  let learner: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    ({ t, learner, other } = await startAttemptsApp());
  });
  afterAll(() => t.close());

  const { inject, start } = attemptRequests(() => t);
  const attemptsOf = (userId: number) => t.ctx.db.select().from(attempts).where(eq(attempts.userId, userId));
  const open = async (who: SignedIn, quizId: number) => {
    const res = await inject(who, "GET", `/api/quiz/${quizId}/opening`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("answers the cover and no attempt, and creates no attempt, clock or finish job", async () => {
    t.clock.set(T0);
    const paper = await createQuiz(t.ctx.db, {
      examType: "ssc",
      kind: "mock",
      timeLimit: 60,
      sections: [
        { name: "Reasoning", size: 2 },
        { name: "Quantitative Aptitude", size: 3 },
      ],
    });
    const learner2 = await signIn(t.app, { role: "premium" });
    for (let i = 0; i < 3; i++) {
      const opening = await open(learner2, paper.quizId);
      expect(opening.attempt).toBeNull();
      expect(opening.cover).toMatchObject({
        id: paper.quizId,
        kind: "mock",
        timeLimit: 60,
        totalQuestions: 5,
        questionTypes: ["single"],
        sections: [
          { name: "Reasoning", questionIds: paper.questions.slice(0, 2).map((q) => q.id) },
          { name: "Quantitative Aptitude", questionIds: paper.questions.slice(2).map((q) => q.id) },
        ],
      });
      t.clock.advance(5_000);
    }
    const raw = await inject(learner2, "GET", `/api/quiz/${paper.quizId}/opening`);
    expect(raw.body).not.toMatch(/which option is right|SECRET-/);
    expect(raw.headers["cache-control"]).toBe("no-store");
    expect(await attemptsOf(learner2.user.id)).toEqual([]);
    expect(await t.ctx.db.select().from(jobs).where(like(jobs.key, "finish-attempt:%"))).toEqual([]);
  });

  it("the attempt and its deadline start at the start, which opening then resumes", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { kind: "mock", questionCount: 3, timeLimit: 180 });
    expect((await open(learner, quiz.quizId)).attempt).toBeNull();
    t.clock.advance(42_000); // the instructions are read: the clock has not run
    const sheet = await start(learner, quiz.quizId);
    expect(sheet.deadline).toBe(new Date(Date.parse(T0) + 42_000 + 180 * 60_000).toISOString());
    t.clock.advance(60_000);
    const resumed = (await open(learner, quiz.quizId)).attempt;
    expect(resumed).toMatchObject({ attemptId: sheet.attemptId, deadline: sheet.deadline });
    // another learner's opening sees none of it
    expect((await open(other, quiz.quizId)).attempt).toBeNull();
    // a named attempt: only its owner's, and only while unsubmitted
    expect(
      (await inject(other, "GET", `/api/quiz/${quiz.quizId}/opening?attemptId=${sheet.attemptId}`))
        .statusCode,
    ).toBe(404);
    const submitted = await inject(learner, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId: sheet.attemptId,
      timeSpent: 60,
      answers: {},
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await open(learner, quiz.quizId)).attempt).toBeNull();
    const named = await inject(
      learner,
      "GET",
      `/api/quiz/${quiz.quizId}/opening?attemptId=${sheet.attemptId}`,
    );
    expect(named.statusCode).toBe(409);
    expect((await attemptsOf(learner.user.id)).filter((a) => a.quizId === quiz.quizId)).toHaveLength(1);
  });

  it("the early request from the entry script cannot create an attempt: the opening only reads", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { kind: "mock", questionCount: 2, timeLimit: 30 });
    const newcomer = await signIn(t.app, { role: "premium" });
    expect((await inject(newcomer, "POST", `/api/quiz/${quiz.quizId}/opening`)).statusCode).toBe(404);
    expect((await open(newcomer, quiz.quizId)).attempt).toBeNull();
    expect(
      (await inject(newcomer, "GET", `/api/quiz/${quiz.quizId}/opening?attemptId=999999`)).statusCode,
    ).toBe(404);
    expect(await attemptsOf(newcomer.user.id)).toEqual([]);
  });

  it("needs a signed-in learner, a visible quiz and the plan's access, as the start", async () => {
    expect((await inject(null, "GET", "/api/quiz/1/opening")).statusCode).toBe(401);
    expect((await inject(learner, "GET", "/api/quiz/999999/opening")).statusCode).toBe(404);
    const draft = await createQuiz(t.ctx.db, { published: false });
    expect((await inject(learner, "GET", `/api/quiz/${draft.quizId}/opening`)).statusCode).toBe(404);
    const past = await createQuiz(t.ctx.db, { kind: "past_paper", year: 2024 });
    const locked = await inject(learner, "GET", `/api/quiz/${past.quizId}/opening`);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(PAST_PAPER_NEEDS_PLAN);
  });
});
