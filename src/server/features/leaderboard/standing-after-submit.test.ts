import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureQuiz, quizWithRivalOnBoard } from "~/server/test-support/leaderboard-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import type {
  LeaderboardResponse,
  PreparednessResponse,
  UserProgress,
  UserRank,
  UserStreak,
} from "~/shared/contract/standing";

const NOW = "2026-11-18T06:30:00Z"; // Wednesday 18 Nov 2026, 12:00 IST

/** End to end: a quiz submitted through the API shows on the leaderboard, progress, streak and analytics. */
describe("standing after POST /api/quiz/{id}/submit", () => {
  let t: TestApp;
  let quiz: FixtureQuiz;
  let learner: SignedIn;

  const get = async <T>(url: string, who?: SignedIn) => {
    const res = await t.app.inject({ method: "GET", url, headers: who ? { cookie: who.cookie } : {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  /** Starts an attempt through the API and submits it with the key (c) or another option (w) per question. */
  const submitThroughApi = async (who: SignedIn, rightOrWrong: string) => {
    const started = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${quiz.id}/start`,
      headers: { cookie: who.cookie },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { attemptId } = started.json<{ attemptId: number }>();
    const answers = Object.fromEntries(
      quiz.questions.map((q, i) => [
        String(q.id),
        rightOrWrong[i] === "c" ? q.correctIndex : (q.correctIndex + 1) % 4,
      ]),
    );
    t.clock.advance(90_000);
    const submitted = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${quiz.id}/submit`,
      headers: { cookie: who.cookie },
      payload: { attemptId, timeSpent: 90, answers },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    // someone already on the board with 30 points this week
    quiz = await quizWithRivalOnBoard(t, "2026-11-17T06:00:00Z");
    learner = await signIn(t.app, { role: "premium", firstName: "Zq-Kavya", lastName: "Menon" });
  });
  afterAll(() => t?.close());

  it("moves the learner's figures, rank and analytics", async () => {
    expect(await get<UserProgress>("/api/user/progress", learner)).toEqual({
      dailyStreak: 0,
      testsCompleted: 0,
      averageScore: "0",
      totalPoints: 0,
    });
    expect((await get<LeaderboardResponse>("/api/leaderboard")).entries.map((e) => e.firstName)).toEqual([
      "Zq-Rival",
    ]);

    await submitThroughApi(learner, "cccc"); // 4 correct of 4: +16 of 16, 40 points

    expect(await get<UserProgress>("/api/user/progress", learner)).toEqual({
      dailyStreak: 1,
      testsCompleted: 1,
      averageScore: "100.00",
      totalPoints: 40,
    });
    expect(await get<UserStreak>("/api/user/streak", learner)).toMatchObject({
      current: 1,
      activeDays: ["2026-11-18"],
    });
    const board = await get<LeaderboardResponse>("/api/leaderboard?examType=jee");
    expect(board.entries.map((e) => [e.firstName, e.rank, e.totalPoints])).toEqual([
      ["Zq-Kavya", 1, 40],
      ["Zq-Rival", 2, 30],
    ]);
    expect(await get<UserRank>("/api/user/rank", learner)).toMatchObject({
      rank: 1,
      points: 40,
      participants: 2,
    });
    const analytics = await get<PreparednessResponse>("/api/analytics/preparedness/jee", learner);
    expect(analytics.hasData).toBe(true);
    expect(analytics.subjectScores.map((s) => [s.subject, s.score, s.questionsAttempted])).toEqual([
      ["Physics", 100, 2],
      ["Chemistry", 100, 2],
    ]);

    // a retake counts as a test and for the streak, not for points
    await submitThroughApi(learner, "wwww"); // −4 marks: 0%
    expect(await get<UserProgress>("/api/user/progress", learner)).toEqual({
      dailyStreak: 1,
      testsCompleted: 2,
      averageScore: "50.00",
      totalPoints: 40,
    });
    expect(await get<UserRank>("/api/user/rank", learner)).toMatchObject({ rank: 1, points: 40 });
    const after = await get<PreparednessResponse>("/api/analytics/preparedness/jee", learner);
    expect(after.subjectScores.map((s) => [s.subject, s.score, s.questionsAttempted])).toEqual([
      ["Physics", 50, 4],
      ["Chemistry", 50, 4],
    ]);
  });
});
