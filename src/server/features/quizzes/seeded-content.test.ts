import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marksOf } from "~/domain/marking";
import { questions, quizQuestions } from "~/server/db/schema";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import type { QuestionType } from "~/shared/contract/common";

/** The learning API over the real demo content, as the app starts with it. */
describe("learning API on the seeded demo content", () => {
  let t: TestApp;
  let learner: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: "2026-11-18T06:00:00Z" });
    learner = await signIn(t.app);
  });
  afterAll(() => t.close());

  it("serves every published quiz with questions and without its answer key", async () => {
    const list = (await t.app.inject({ method: "GET", url: "/api/quizzes" })).json() as {
      id: number;
      totalQuestions: number;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(15);
    for (const item of list) {
      const res = await t.app.inject({ method: "GET", url: `/api/quiz/${item.id}` });
      expect(res.statusCode).toBe(200);
      const quiz = res.json();
      expect(quiz.questions.length).toBe(item.totalQuestions);
      expect(quiz.questions.length).toBeGreaterThan(0);
      expect(res.body).not.toMatch(/"(correctIndex|correct_index|explanation|explanationHi)":/);
      const keys = await t.ctx.db
        .select({ explanation: questions.explanation, explanationHi: questions.explanationHi })
        .from(quizQuestions)
        .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
        .where(eq(quizQuestions.quizId, item.id));
      for (const k of keys) {
        expect(res.body).not.toContain(JSON.stringify(k.explanation).slice(1, -1));
        if (k.explanationHi) expect(res.body).not.toContain(JSON.stringify(k.explanationHi).slice(1, -1));
      }
      if (quiz.sections) {
        const inSections = quiz.sections.flatMap((s: { questionIds: number[] }) => s.questionIds);
        expect(inSections.sort()).toEqual(quiz.questions.map((q: { id: number }) => q.id).sort());
      }
    }
  });

  it("lists one mock test per exam with maximum marks under the exam's marking", async () => {
    const mocks = (
      await t.app.inject({ method: "GET", url: "/api/mock-tests", headers: { cookie: learner.cookie } })
    ).json();
    expect(new Set(mocks.map((m: { examType: string }) => m.examType))).toEqual(
      new Set(["upsc", "jee", "neet", "ssc", "banking"]),
    );
    for (const m of mocks) {
      expect(m.questionCount).toBeGreaterThan(0);
      // each question's own full marks: JEE Advanced's differ per question type and section
      const detail = (await t.app.inject({ method: "GET", url: `/api/quiz/${m.id}` })).json();
      const sectionOf = new Map<number, string>(
        (detail.sections ?? []).flatMap((s: { name: string; questionIds: number[] }) =>
          s.questionIds.map((id) => [id, s.name] as const),
        ),
      );
      const fullMarks = detail.questions.map(
        (q: { id: number; type: QuestionType }) =>
          marksOf(m.marking, { type: q.type, section: sectionOf.get(q.id) ?? null }).correct,
      );
      expect(m.maxMarks).toBeCloseTo(
        fullMarks.reduce((a: number, b: number) => a + b, 0),
        2,
      );
      expect(m.status).toBe("not_attempted");
    }
    const banking = mocks.find((m: { examType: string }) => m.examType === "banking");
    const quiz = (await t.app.inject({ method: "GET", url: `/api/quiz/${banking.id}` })).json();
    expect(quiz.sections.length).toBe(3);
    expect(quiz.sections.every((s: { timeLimitMinutes?: number }) => (s.timeLimitMinutes ?? 0) > 0)).toBe(
      true,
    );
  });

  it("assembles today's daily quiz from the bank and takes it end to end", async () => {
    const daily = (await t.app.inject({ method: "GET", url: "/api/daily-quiz" })).json();
    expect(daily).toMatchObject({ totalQuestions: 10, timeLimit: 10, scheduledDate: "2026-11-18" });
    const headers = { cookie: learner.cookie };
    const sheet = (
      await t.app.inject({ method: "POST", url: `/api/quiz/${daily.id}/start`, headers })
    ).json();
    const answers = Object.fromEntries(sheet.questionIds.map((id: number) => [id, 0]));
    const res = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${daily.id}/submit`,
      headers,
      payload: { attemptId: sheet.attemptId, score: 10, totalQuestions: 10, timeSpent: 120, answers },
    });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.correct + result.wrong).toBe(10);
    expect(result.review.filter((r: { isCorrect: boolean }) => r.isCorrect)).toHaveLength(result.correct);
    expect(
      result.review.every((r: { correctIndex: number; explanation: string }) => r.explanation.length > 0),
    ).toBe(true);
    expect(result.points).toBe(result.correct * 10);
  });

  it("lists past papers by exam and year", async () => {
    const all = (await t.app.inject({ method: "GET", url: "/api/past-papers" })).json();
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((p: { isSample: boolean; year: number | null }) => p.isSample && p.year !== null)).toBe(
      true,
    );
    const year = all[0].year;
    const filtered = (
      await t.app.inject({ method: "GET", url: `/api/past-papers?examType=${all[0].examType}&year=${year}` })
    ).json();
    expect(filtered.length).toBeGreaterThan(0);
    expect(
      filtered.every(
        (p: { year: number; examType: string }) => p.year === year && p.examType === all[0].examType,
      ),
    ).toBe(true);
  });
});
