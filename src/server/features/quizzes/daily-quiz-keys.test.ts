import { and, eq, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quizQuestions, quizzes } from "~/server/db/schema";
import { createQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import { ensureDailyQuiz } from "./daily-quiz";

// 06:00 UTC is 11:30 IST on Wednesday 18 Nov 2026
const NOW = "2026-11-18T06:00:00.000Z";

type Review = { id: number; correctIndex: number }[];

const as = (who: SignedIn | null) => (who ? { cookie: who.cookie } : {});

describe("no key before the quiz: the seeded daily quiz", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: "content", now: NOW });
  });
  afterAll(() => t.close());

  const startAndSubmit = async (who: SignedIn, quizId: number, answers: Record<string, number>) => {
    const started = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${quizId}/start`,
      headers: as(who),
    });
    expect(started.statusCode, started.body).toBe(200);
    const { attemptId } = started.json() as { attemptId: number };
    const res = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${quizId}/submit`,
      headers: as(who),
      payload: { attemptId, timeSpent: 1, answers },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { correct: number; points: number; isFirst: boolean; review: Review };
  };

  it("is full every day of the week, from published questions only", async () => {
    for (const day of ["2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22"]) {
      const id = await ensureDailyQuiz(t.ctx.db, day);
      const rows = await t.ctx.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, id));
      expect(rows, day).toHaveLength(10);
    }
  });

  it("earns no points for a key the learner saw by blank-submitting the quizzes that share its questions", async () => {
    const learner = await signIn(t.app, {
      role: "premium",
      email: "zq-keys@example.com",
      firstName: "Zq-Keys",
    });
    const daily = (
      await t.app.inject({ method: "GET", url: "/api/daily-quiz", headers: as(learner) })
    ).json();
    const page = (
      await t.app.inject({ method: "GET", url: `/api/quiz/${daily.id}`, headers: as(learner) })
    ).json();
    const dailyIds = (page.questions as { id: number }[]).map((q) => q.id);
    expect(dailyIds).toHaveLength(10);

    const sharing = await t.ctx.db
      .selectDistinct({ quizId: quizQuestions.quizId })
      .from(quizQuestions)
      .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
      .where(
        and(
          inArray(quizQuestions.questionId, dailyIds),
          ne(quizQuestions.quizId, daily.id),
          eq(quizzes.published, true),
        ),
      );
    expect(sharing.length).toBeGreaterThan(0);
    const seen = new Map<number, number>();
    for (const { quizId } of sharing) {
      const blank = await startAndSubmit(learner, quizId, {});
      for (const r of blank.review) seen.set(r.id, r.correctIndex);
    }
    const fromKeys: Record<string, number> = {};
    for (const id of dailyIds) {
      const key = seen.get(id);
      if (key !== undefined) fromKeys[id] = key;
    }
    expect(Object.keys(fromKeys)).toHaveLength(10); // every daily question's key was on show elsewhere

    const result = await startAndSubmit(learner, daily.id, fromKeys);
    expect(result).toMatchObject({ correct: 10, isFirst: true, points: 0 });

    // the same answers from a learner who never saw those keys earn the full points
    const fresh = await signIn(t.app, { email: "zq-fresh@example.com", firstName: "Zq-Fresh" });
    expect(await startAndSubmit(fresh, daily.id, fromKeys)).toMatchObject({ correct: 10, points: 100 });
  });
});

describe("no key before the quiz: future days and drafts", () => {
  let t: TestApp;
  let admin: SignedIn;
  let learner: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    await insertExams(t.ctx.db);
    admin = await signIn(t.app, { role: "admin", email: "zq-admin@example.com" });
    learner = await signIn(t.app, { email: "zq-early@example.com" });
  });
  afterAll(() => t.close());

  it("never draws a draft quiz's questions, nor a later day's daily quiz's, into the day's quiz", async () => {
    const draft = await createQuiz(t.ctx.db, { examType: "jee", questionCount: 12, published: false });
    const missing = await t.app.inject({ method: "GET", url: "/api/daily-quiz" });
    expect(missing.statusCode).toBe(404); // the only questions are drafts

    const later = await createQuiz(t.ctx.db, {
      examType: "jee",
      kind: "daily",
      questionCount: 12,
      scheduledFor: "2026-11-25",
    });
    const published = await createQuiz(t.ctx.db, { examType: "jee", questionCount: 4 });
    const res = await t.app.inject({ method: "GET", url: "/api/daily-quiz", headers: as(learner) });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.ctx.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, res.json().id));
    expect(rows.map((r) => r.questionId).sort()).toEqual(published.questions.map((q) => q.id).sort());
    const hidden = new Set([...draft.questions, ...later.questions].map((q) => q.id));
    expect(rows.some((r) => hidden.has(r.questionId))).toBe(false);
  });

  it("answers 404 for a daily quiz of a day still to come, to all but admins, until its day", async () => {
    const tomorrow = await ensureDailyQuiz(t.ctx.db, "2026-11-19");
    for (const who of [learner, null]) {
      const read = await t.app.inject({ method: "GET", url: `/api/quiz/${tomorrow}`, headers: as(who) });
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe("Quiz Not Found");
    }
    const start = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${tomorrow}/start`,
      headers: as(learner),
    });
    expect(start.statusCode).toBe(404);
    expect(start.json().message).toBe("Quiz Not Found");
    const asAdmin = await t.app.inject({ method: "GET", url: `/api/quiz/${tomorrow}`, headers: as(admin) });
    expect(asAdmin.statusCode).toBe(200);

    t.clock.set("2026-11-18T18:30:00.000Z"); // 00:00 IST on the 19th
    const read = await t.app.inject({ method: "GET", url: `/api/quiz/${tomorrow}`, headers: as(learner) });
    expect(read.statusCode).toBe(200);
    const started = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${tomorrow}/start`,
      headers: as(learner),
    });
    expect(started.statusCode).toBe(200);
  });
});
