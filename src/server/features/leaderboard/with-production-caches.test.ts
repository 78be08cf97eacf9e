import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/server/config";
import { questions } from "~/server/db/schema";
import { type FixtureQuiz, quizWithRivalOnBoard } from "~/server/test-support/leaderboard-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import type { AttemptResult } from "~/shared/contract/attempts";
import type { QuizDetail } from "~/shared/contract/quizzes";
import type { LeaderboardResponse, UserProgress, UserRank } from "~/shared/contract/standing";

const NOW = "2026-11-18T06:30:00Z"; // Wednesday 18 Nov 2026, 12:00 IST

// The cache times a deployed instance runs with (only NODE_ENV=test turns them off).
const deployed = loadConfig({ NODE_ENV: "development", LOG_LEVEL: "silent" });
const PRODUCTION_CACHES = {
  QUIZ_CACHE_MS: String(deployed.quizCacheMs),
  SESSION_CACHE_MS: String(deployed.sessionCacheMs),
  STANDING_CACHE_MS: String(deployed.standingCacheMs),
};

/** The real app with the per-instance caches on, as in production: a learner's own writes show at once. */
describe("with the production caches on", () => {
  let t: TestApp;
  let quiz: FixtureQuiz;
  let learner: SignedIn;
  let admin: SignedIn;

  const get = async <T>(url: string, who?: SignedIn) => {
    const res = await t.app.inject({ method: "GET", url, headers: who ? { cookie: who.cookie } : {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const boardRows = async () =>
    (await get<LeaderboardResponse>("/api/leaderboard")).entries.map((e) => [
      e.firstName,
      e.rank,
      e.totalPoints,
    ]);

  /**
   * The standing caches run on the process's own clock (TtlCache's default performance.now), not on
   * the app's test clock, so moving t.clock cannot age them: this polls until `read` answers what
   * is wanted, which a request begun after `deadline` (a performance.now() time) must.
   */
  const waitFor = async <T>(read: () => Promise<T>, wanted: T, deadline: number) => {
    for (;;) {
      const askedAt = performance.now();
      const value = await read();
      if (JSON.stringify(value) === JSON.stringify(wanted)) return;
      if (askedAt > deadline) {
        expect(value).toEqual(wanted);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: PRODUCTION_CACHES });
    // someone already on the board with 30 points this week
    quiz = await quizWithRivalOnBoard(t, "2026-11-17T06:00:00Z");
    learner = await signIn(t.app, { role: "premium", firstName: "Zq-Kavya", lastName: "Menon" });
    admin = await signIn(t.app, { role: "admin" });
  });
  afterAll(() => t?.close());

  it("runs with every cache on, at the deployed times", () => {
    expect(t.ctx.config.quizCacheMs).toBeGreaterThan(0);
    expect(t.ctx.config.sessionCacheMs).toBeGreaterThan(0);
    expect(t.ctx.config.standingCacheMs).toBeGreaterThan(0);
    expect(t.ctx.config).toMatchObject({
      quizCacheMs: deployed.quizCacheMs,
      sessionCacheMs: deployed.sessionCacheMs,
      standingCacheMs: deployed.standingCacheMs,
    });
  });

  it("reads a quiz from its cache without the keys, and shows an admin's edit at once on this instance", async () => {
    const url = `/api/quiz/${quiz.id}`;
    const first = quiz.questions[0]!.id;
    const read = await t.app.inject({ method: "GET", url, headers: { cookie: learner.cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toMatch(/correct_?index|explanation/i);
    expect(read.json<QuizDetail>().questions.map((q) => q.question)).toEqual([
      "Fixture question 1",
      "Fixture question 2",
      "Fixture question 3",
      "Fixture question 4",
    ]);
    // a change no write of this instance made stays unseen while the quiz is cached
    await t.ctx.db
      .update(questions)
      .set({ text: "Zq-Test changed elsewhere" })
      .where(eq(questions.id, first));
    expect((await get<QuizDetail>(url, learner)).questions[0]?.question).toBe("Fixture question 1");
    // the admin's edit through this instance drops the cache before it answers
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/admin/questions/${first}`,
      headers: { cookie: admin.cookie },
      payload: { question: "Zq-Test edited by the admin" },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await get<QuizDetail>(url, learner)).questions[0]?.question).toBe("Zq-Test edited by the admin");
  });

  it("shows a submit on the learner's own figures at once, and on the shared board within its cache time", async () => {
    const ttl = t.ctx.config.standingCacheMs;
    // every cache loaded before the submit
    expect(await boardRows()).toEqual([["Zq-Rival", 1, 30]]);
    const boardCachedAt = performance.now();
    expect(await get<UserRank>("/api/user/rank", learner)).toMatchObject({
      rank: null,
      points: 0,
      participants: 1,
    });
    const ranksCachedAt = performance.now();
    expect(await get<UserProgress>("/api/user/progress", learner)).toMatchObject({ totalPoints: 0 });

    const started = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${quiz.id}/start`,
      headers: { cookie: learner.cookie },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { attemptId } = started.json<{ attemptId: number }>();
    t.clock.advance(90_000);
    const submitted = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${quiz.id}/submit`,
      headers: { cookie: learner.cookie },
      payload: {
        attemptId,
        timeSpent: 90,
        answers: Object.fromEntries(quiz.questions.map((q) => [String(q.id), q.correctIndex])),
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const result = submitted.json<AttemptResult>();
    expect(result).toMatchObject({
      correct: 4,
      wrong: 0,
      marks: 16,
      maxMarks: 16,
      isFirst: true,
      points: 40,
    });
    // the percentile from the cached marks histogram is the one the result page counts exactly
    const page = await get<AttemptResult>(`/api/attempts/${attemptId}`, learner);
    expect(page.percentile).toBe(result.percentile);

    // the learner's own figures at once
    expect(await get<UserProgress>("/api/user/progress", learner)).toEqual({
      dailyStreak: 1,
      testsCompleted: 1,
      averageScore: "100.00",
      totalPoints: 40,
    });
    expect(await get<UserRank>("/api/user/rank", learner)).toMatchObject({ rank: 1, points: 40 });

    // the shared board is the cached one until its time is up (an old value is answered at most
    // once more, while it reloads) ...
    if (performance.now() - boardCachedAt < ttl) expect(await boardRows()).toEqual([["Zq-Rival", 1, 30]]);
    // ... and then shows the submit: past the cache time one request still gets the old board while
    // it reloads, and past twice that time (TtlCache's stale allowance is the TTL) a request waits
    // for the reload, so by then it must show
    await waitFor(
      boardRows,
      [
        ["Zq-Kavya", 1, 40],
        ["Zq-Rival", 2, 30],
      ],
      boardCachedAt + 2 * ttl,
    );
    await waitFor(
      async () => {
        const { rank, points, participants } = await get<UserRank>("/api/user/rank", learner);
        return { rank, points, participants };
      },
      { rank: 1, points: 40, participants: 2 },
      ranksCachedAt + 2 * ttl,
    );
  });
});
