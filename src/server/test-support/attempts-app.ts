import { count, eq } from "drizzle-orm";
import { expect } from "vitest";
import { attemptAnswers, attempts, weeklyPoints } from "~/server/db/schema";
import { createQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

export const T0 = "2026-11-18T06:00:00.000Z"; // Wednesday 11:30 IST

/** The app the attempt tests share: the exams, a six-question JEE quiz and two signed-in learners. */
export async function startAttemptsApp() {
  const t = await createTestApp({ now: T0 });
  await insertExams(t.ctx.db);
  const jee = await createQuiz(t.ctx.db, { examType: "jee", questionCount: 6, timeLimit: 10 });
  const learner = await signIn(t.app, { role: "learner" });
  const other = await signIn(t.app, { role: "learner" });
  return { t, jee, learner, other };
}

/** Requests against the app `app()` answers (read when called, so it may be set in a beforeAll). */
export function attemptRequests(app: () => TestApp) {
  const inject = (who: SignedIn | null, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    app().app.inject({ method, url, payload: payload as object, headers: who ? { cookie: who.cookie } : {} });

  const start = async (who: SignedIn, quizId: number, body?: unknown) => {
    const res = await inject(who, "POST", `/api/quiz/${quizId}/start`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      attemptId: number;
      deadline: string;
      answers: Record<string, number>;
      questionIds: number[];
    };
  };

  const rowCounts = async (attemptId: number, userId: number) => {
    const [a] = await app().ctx.db.select({ n: count() }).from(attempts).where(eq(attempts.userId, userId));
    const [aa] = await app()
      .ctx.db.select({ n: count() })
      .from(attemptAnswers)
      .where(eq(attemptAnswers.attemptId, attemptId));
    const wp = await app().ctx.db.select().from(weeklyPoints).where(eq(weeklyPoints.userId, userId));
    return {
      attempts: a?.n,
      answers: aa?.n,
      weekly: wp.map((w) => `${w.weekStart}/${w.examType}/${w.points}`).sort(),
    };
  };
  return { inject, start, rowCounts };
}
