import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankInHistogram, scoreHistogram } from "~/domain/ranks";
import { answerSheet, createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import type { LeaderboardResponse, UserRank } from "~/shared/contract/standing";
import { loadPointsHistogram } from "./points-histogram";
import { userWeeklyRank } from "./user-rank";

const NOW = "2026-11-18T06:30:00Z"; // Wednesday 18 Nov 2026, 12:00 IST

/**
 * One rank rule (src/domain/ranks.ts: 1 + the number of strictly higher points) wherever a rank is
 * made: the SQL count behind GET /api/user/rank, the cached histogram's binary search, and the
 * leaderboard's ranks, on the same points, ties included, built through the real submit.
 */
describe("the rank rule in SQL, in the histogram and on the leaderboard", () => {
  let t: TestApp;
  let quiz: FixtureQuiz;
  // correct answers per learner, 10 points each: 30, 30, 20, 10, 10, 10 and one without points
  const corrects = [3, 3, 2, 1, 1, 1, 0];
  const expectedRanks = [1, 1, 3, 4, 4, 4, null];
  const learners: SignedIn[] = [];

  const get = async <T>(url: string, who?: SignedIn) => {
    const res = await t.app.inject({ method: "GET", url, headers: who ? { cookie: who.cookie } : {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    await insertExams(t.ctx.db);
    quiz = await createQuiz(t.ctx.db, { examType: "jee", questionCount: 3 });
    for (const [i, correct] of corrects.entries()) {
      const who = await signIn(t.app, { firstName: `Zq-Ranked${i}`, lastName: "Tie" });
      const started = await t.app.inject({
        method: "POST",
        url: `/api/quiz/${quiz.quizId}/start`,
        headers: { cookie: who.cookie },
      });
      expect(started.statusCode, started.body).toBe(200);
      const submitted = await t.app.inject({
        method: "POST",
        url: `/api/quiz/${quiz.quizId}/submit`,
        headers: { cookie: who.cookie },
        payload: {
          attemptId: started.json<{ attemptId: number }>().attemptId,
          timeSpent: 60,
          answers: answerSheet(quiz.questions, correct, 3 - correct),
        },
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      learners.push(who);
    }
  });
  afterAll(() => t?.close());

  it.each(["all", "jee"] as const)("gives every learner the same rank each way (%s)", async (scope) => {
    const db = t.ctx.db;
    const now = t.ctx.now();
    const query = scope === "all" ? "" : `?examType=${scope}`;
    const board = await get<LeaderboardResponse>(`/api/leaderboard${query}`);
    const boardRank = new Map(board.entries.map((e) => [e.id, e.rank]));
    const points = board.entries.map((e) => e.totalPoints);
    expect(points).toEqual([30, 30, 20, 10, 10, 10]);
    const pointsCounts = [...new Set(points)].map((score) => ({
      score,
      count: points.filter((p) => p === score).length,
    }));

    for (const [i, who] of learners.entries()) {
      const bySql = await userWeeklyRank(db, { userId: who.user.id, scope, now });
      const byHistogram = await userWeeklyRank(db, {
        userId: who.user.id,
        scope,
        now,
        histogram: (weekStart) => loadPointsHistogram(db, weekStart, scope),
      });
      const byApi = await get<UserRank>(`/api/user/rank${query}`, who);
      expect([bySql.rank, byHistogram.rank, byApi.rank], `learner ${i}`).toEqual([
        expectedRanks[i],
        expectedRanks[i],
        expectedRanks[i],
      ]);
      expect(boardRank.get(who.user.id) ?? null).toBe(expectedRanks[i]);
      if (bySql.rank !== null) {
        expect(rankInHistogram(scoreHistogram(pointsCounts), bySql.points)).toBe(bySql.rank);
      }
    }
  });
});
