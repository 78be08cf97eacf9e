import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts } from "~/server/db/schema";
import { istTime, shiftDay } from "~/server/test-support/clock-moments";
import { type FixtureQuiz, insertExams, insertQuiz } from "~/server/test-support/leaderboard-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import type { UserProgress, UserStreak } from "~/shared/contract/standing";

const TODAY = "2026-11-21"; // a Saturday

/*
 * The streak endpoint and the progress endpoint count the same active days (activeDayOf in
 * src/domain/streaks.ts), including a submitted attempt whose row lacks its recorded IST day.
 */
describe("one active day behind both streak figures", () => {
  let t: TestApp;
  let quiz: FixtureQuiz;
  let learner: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ now: istTime(TODAY, "12:00") });
    await insertExams(t.ctx.db);
    quiz = await insertQuiz(t.ctx.db, {
      examType: "jee",
      questions: [{ subject: "Physics", topic: "Kinematics" }],
    });
    learner = await signIn(t.app, { firstName: "Zq-Streak", lastName: "Learner" });
  });
  afterAll(() => t?.close());

  const call = async <T>(method: "GET" | "POST", url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, payload, headers: { cookie: learner.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  const practise = async (day: string) => {
    t.clock.set(istTime(day, "12:00"));
    const { attemptId } = await call<{ attemptId: number }>("POST", `/api/quiz/${quiz.id}/start`);
    t.clock.advance(60_000);
    await call("POST", `/api/quiz/${quiz.id}/submit`, { attemptId, timeSpent: 60, answers: {} });
    return attemptId;
  };

  it("agrees on the current streak when a submitted attempt lacks its recorded day", async () => {
    const yesterday = shiftDay(TODAY, -1);
    const older = await practise(yesterday);
    await practise(TODAY);
    // a row written before the submit recorded the IST day: only its submitted_at tells the day
    await t.ctx.db.update(attempts).set({ submittedDay: null }).where(eq(attempts.id, older));

    t.clock.set(istTime(TODAY, "18:00"));
    const streak = await call<UserStreak>("GET", "/api/user/streak");
    const progress = await call<UserProgress>("GET", "/api/user/progress");
    expect(streak).toMatchObject({ current: 2, activeDays: [yesterday, TODAY], today: TODAY });
    expect(progress.dailyStreak).toBe(streak.current);
  });
});
