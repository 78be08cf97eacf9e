import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts } from "~/server/db/schema";
import { runDueJobs } from "~/server/jobs/worker";
import { answerSheet, createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

const STARTS = "2026-11-24T04:30:00.000Z";
const ENDS = "2026-11-24T05:00:00.000Z"; // the paper's 30 minutes exactly
const CROWD = 12;

describe("a live test that every candidate starts in the same second and nobody submits", () => {
  let t: TestApp;
  let paper: FixtureQuiz;
  let liveTestId: number;
  const crowd: SignedIn[] = [];

  beforeAll(async () => {
    t = await createTestApp({ now: "2026-11-24T03:00:00.000Z" });
    await insertExams(t.ctx.db);
    paper = await createQuiz(t.ctx.db, {
      examType: "jee",
      kind: "past_paper",
      questionCount: 6,
      timeLimit: 30,
    });
    const admin = await signIn(t.app, { role: "admin", email: "zq-crowd-admin@example.com" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/live-tests",
      headers: { cookie: admin.cookie },
      payload: { quizId: paper.quizId, startsAt: STARTS, endsAt: ENDS, challengeHours: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    liveTestId = res.json().id;
    for (let i = 0; i < CROWD; i++)
      crowd.push(
        await signIn(t.app, { role: "premium", email: `zq-crowd-${i}@example.com`, firstName: `Zq-C${i}` }),
      );
  });
  afterAll(() => t.close());

  const send = (who: SignedIn, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { cookie: who.cookie } });

  it("starts each candidate once, finishes every attempt at the end and ranks them all", async () => {
    await Promise.all(crowd.map((who) => send(who, "POST", `/api/live-tests/${liveTestId}/register`)));
    t.clock.set(STARTS);
    // everyone presses Start at once, some twice
    const starts = await Promise.all(
      [...crowd, ...crowd.slice(0, 4)].map((who) => send(who, "POST", `/api/live-tests/${liveTestId}/start`)),
    );
    for (const res of starts) expect(res.statusCode, res.body).toBe(200);
    const started = await t.ctx.db.select().from(attempts).where(eq(attempts.quizId, paper.quizId));
    expect(started).toHaveLength(CROWD);
    for (const attempt of started) expect(attempt.deadline).toEqual(new Date(ENDS));

    // candidate i saves i mod 4 right answers; nobody submits
    await Promise.all(
      crowd.map((who, i) => {
        const attemptId = starts[i]?.json().attemptId as number;
        return send(who, "PUT", `/api/attempts/${attemptId}/answers`, {
          answers: answerSheet(paper.questions, i % 4),
        });
      }),
    );

    t.clock.set(new Date(Date.parse(ENDS) + 30_000));
    await runDueJobs(t.ctx);
    const open = await t.ctx.db
      .select({ id: attempts.id })
      .from(attempts)
      .where(isNull(attempts.submittedAt));
    expect(open).toEqual([]);

    const results = await Promise.all(
      crowd.map((who) => send(who, "GET", `/api/live-tests/${liveTestId}/results`)),
    );
    // marks 0, 4, 8, 12 by three candidates each: ranks 1, 4, 7, 10; percentiles 100, 75, 50, 25
    const expected = [
      { marks: 0, rank: 10, percentile: 25 },
      { marks: 4, rank: 7, percentile: 50 },
      { marks: 8, rank: 4, percentile: 75 },
      { marks: 12, rank: 1, percentile: 100 },
    ];
    results.forEach((res, i) => {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ cohortSize: CROWD, you: expected[i % 4] });
    });
    expect(results[0]?.json().top.map((r: { rank: number }) => r.rank)).toEqual([
      1, 1, 1, 4, 4, 4, 7, 7, 7, 10,
    ]);
  });
});
