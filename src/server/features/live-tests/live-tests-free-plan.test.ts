import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerSheet,
  createQuiz,
  type FixtureQuiz,
  insertExams,
} from "~/server/features/quizzes/test-fixtures";
import { runDueJobs } from "~/server/jobs/worker";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import { MOCK_TEST_NEEDS_PLAN } from "~/shared/plans";

const T0 = "2026-11-24T03:00:00.000Z"; // Tuesday 08:30 IST
const STARTS = "2026-11-24T04:30:00.000Z";
const ENDS = "2026-11-24T06:00:00.000Z";

/** Product rule 14: live tests are in Free; the plan rule applies to practice only. */
describe("a live test built from a mock a free learner could not practise", () => {
  let t: TestApp;
  let paper: FixtureQuiz;
  let free: SignedIn;
  let liveTestId: number;

  beforeAll(async () => {
    t = await createTestApp({ now: T0 });
    await insertExams(t.ctx.db);
    // the exam's first mock is the free one; the live paper is its second
    await createQuiz(t.ctx.db, {
      examType: "jee",
      kind: "mock",
      questionCount: 3,
      title: "Zq-Free first mock",
    });
    paper = await createQuiz(t.ctx.db, {
      examType: "jee",
      kind: "mock",
      questionCount: 4,
      timeLimit: 30,
      title: "Zq-Free live mock",
    });
    const admin = await signIn(t.app, { role: "admin", email: "zq-free-live-admin@example.com" });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/live-tests",
      payload: { quizId: paper.quizId, startsAt: STARTS, endsAt: ENDS },
      headers: { cookie: admin.cookie },
    });
    expect(created.statusCode, created.body).toBe(200);
    liveTestId = created.json().id;
    free = await signIn(t.app, { role: "learner", email: "zq-free-live@example.com" });
  });
  afterAll(() => t.close());

  const send = (method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: free.cookie } });

  it("registers, starts and submits on the Free plan during its window", async () => {
    const registered = await send("POST", `/api/live-tests/${liveTestId}/register`);
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json()).toMatchObject({ registered: true });
    t.clock.set(STARTS);
    const started = await send("POST", `/api/live-tests/${liveTestId}/start`);
    expect(started.statusCode, started.body).toBe(200);
    const { attemptId } = started.json() as { attemptId: number };
    const submitted = await send("POST", `/api/quiz/${paper.quizId}/submit`, {
      attemptId,
      timeSpent: 300,
      answers: answerSheet(paper.questions, 2),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
  });

  it("is ranked with the cohort after the window, and the paper is then practice under the plan rule", async () => {
    t.clock.set(new Date(Date.parse(ENDS) + 60_000));
    await runDueJobs(t.ctx);
    const results = await send("GET", `/api/live-tests/${liveTestId}/results`);
    expect(results.statusCode, results.body).toBe(200);
    expect(results.json()).toMatchObject({ cohortSize: 1, you: { rank: 1, percentile: 100 } });
    const practice = await send("POST", `/api/quiz/${paper.quizId}/start`, {});
    expect(practice.statusCode).toBe(403);
    expect(practice.json().message).toBe(MOCK_TEST_NEEDS_PLAN);
  });
});
