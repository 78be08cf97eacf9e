import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, signIn, type TestApp } from "~/server/test-support/test-app";

describe("GET /api/daily-quiz says whether the learner completed today's quiz", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ now: "2026-11-18T06:00:00.000Z" });
    await insertExams(t.ctx.db);
    await createQuiz(t.ctx.db, { examType: "jee", questionCount: 12 });
  });
  afterAll(() => t.close());

  it("answers no status signed out, not_attempted before the submit and completed with the result after", async () => {
    const signedOut = (await t.app.inject({ method: "GET", url: "/api/daily-quiz" })).json();
    expect(signedOut).not.toHaveProperty("status");
    expect(signedOut).not.toHaveProperty("lastAttemptId");

    const learner = await signIn(t.app, { email: "zq-daily-status@example.com", firstName: "Zq-Daily" });
    const headers = { cookie: learner.cookie };
    const before = (await t.app.inject({ method: "GET", url: "/api/daily-quiz", headers })).json();
    expect(before).toMatchObject({
      id: signedOut.id,
      status: "not_attempted",
      lastAttemptId: null,
      lastCorrect: null,
    });

    const started = await t.app.inject({ method: "POST", url: `/api/quiz/${before.id}/start`, headers });
    const { attemptId } = started.json() as { attemptId: number };
    // started but not submitted: still not done
    const running = (await t.app.inject({ method: "GET", url: "/api/daily-quiz", headers })).json();
    expect(running.status).toBe("not_attempted");

    const page = (await t.app.inject({ method: "GET", url: `/api/quiz/${before.id}`, headers })).json();
    const firstId = page.questions[0].id as number;
    const submitted = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${before.id}/submit`,
      headers,
      payload: { attemptId, timeSpent: 1, answers: { [firstId]: 0 } },
    });
    const { correct } = submitted.json() as { correct: number };
    const after = (await t.app.inject({ method: "GET", url: "/api/daily-quiz", headers })).json();
    expect(after).toMatchObject({ status: "completed", lastAttemptId: attemptId, lastCorrect: correct });

    const someoneElse = await signIn(t.app, { email: "zq-daily-other@example.com" });
    const theirs = await t.app.inject({
      method: "GET",
      url: "/api/daily-quiz",
      headers: { cookie: someoneElse.cookie },
    });
    expect(theirs.json()).toMatchObject({ status: "not_attempted", lastAttemptId: null });
  });
});
