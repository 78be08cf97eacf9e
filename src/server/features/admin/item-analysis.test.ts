import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertUser } from "~/server/features/auth/users";
import { adminRequests, startAdminApp, T0 } from "~/server/test-support/admin-app";
import {
  answersRight,
  PLANNED_LEARNERS,
  PLANNED_NUMERICAL,
  PLANNED_QUESTIONS,
  plannedChoice,
  plannedNumber,
} from "~/server/test-support/item-analysis-plan";
import { takeQuiz } from "~/server/test-support/take-quiz";
import type { SignedIn, TestApp } from "~/server/test-support/test-app";
import type { ItemAnalysisResponse } from "~/shared/contract/item-analysis";

describe("GET /api/admin/quizzes/:id/item-analysis", () => {
  let t: TestApp;
  let admin: SignedIn;
  let learner: SignedIn;
  let categoryId: number;
  const api = adminRequests(() => ({ t, admin, categoryId }));
  let quizId: number;
  let questionIds: number[] = [];
  let numericalId: number;

  /** The planned quiz (item-analysis-plan.ts) under `title`, taken once by each of `abilities`. */
  async function plannedQuiz(title: string, abilities: readonly number[]) {
    const quiz = await api.newQuiz({ title, totalQuestions: 6 });
    const ids: number[] = [];
    for (const planned of PLANNED_QUESTIONS) {
      const question = await api.newQuestion(quiz.id, {
        question: planned.question,
        options: planned.options,
        correctAnswer: planned.storedKey,
      });
      ids.push(question.id);
    }
    const numerical = await api.newQuestion(quiz.id, {
      type: "numerical",
      question: PLANNED_NUMERICAL.question,
      options: [],
      numericAnswer: PLANNED_NUMERICAL.numericAnswer,
    });
    const published = await api.send("PUT", `/api/admin/quizzes/${quiz.id}`, { published: true });
    expect(published.statusCode, published.body).toBe(200);

    for (const ability of abilities) {
      const userId = await upsertUser(
        t.ctx.db,
        {
          email: `zq-learner-${ability}@example.com`,
          firstName: "Zq-Learner",
          lastName: String(ability),
          role: "learner",
        },
        "test",
        t.clock.now,
      );
      const answers: Record<string, number> = { [String(numerical.id)]: plannedNumber(ability) };
      for (const [q, id] of ids.entries()) answers[String(id)] = plannedChoice(ability, q);
      await takeQuiz(t, {
        userId,
        quizId: quiz.id,
        results: "vvvvvv",
        answers,
        submittedAt: new Date(new Date(T0).getTime() + (ability + 1) * 60_000),
      });
    }
    return { quizId: quiz.id, questionIds: ids, numericalId: numerical.id };
  }

  beforeAll(async () => {
    ({ t, admin, learner, categoryId } = await startAdminApp());
    const everyone = Array.from({ length: PLANNED_LEARNERS }, (_, ability) => ability);
    ({ quizId, questionIds, numericalId } = await plannedQuiz("Zq-Kinematics check", everyone));
    // a second attempt is no first attempt: the analysis must not count it
    const strongest = await upsertUser(
      t.ctx.db,
      { email: "zq-learner-39@example.com", firstName: "Zq-Learner", lastName: "39", role: "learner" },
      "test",
      t.clock.now,
    );
    await takeQuiz(t, {
      userId: strongest,
      quizId,
      results: "ssssss",
      submittedAt: "2026-11-18T08:00:00.000Z",
    });
  }, 120_000);
  afterAll(() => t?.close());

  const analysis = async () => {
    const res = await api.send("GET", `/api/admin/quizzes/${quizId}/item-analysis`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ItemAnalysisResponse;
  };

  it("flags the question whose stored key is wrong, naming the option the strongest choose, and puts it first", async () => {
    const body = await analysis();
    expect(body.firstAttempts).toBe(PLANNED_LEARNERS);
    expect(body.questions).toHaveLength(6);
    const [first] = body.questions;
    expect(first?.questionId).toBe(questionIds[2]);
    expect(first?.position).toBe(3);
    expect(first?.flags[0]).toEqual({ kind: "likely_wrong_key", option: 2 });
    const right = first?.options[2];
    const stored = first?.options[0];
    expect(stored?.isKey).toBe(true);
    expect(right?.correlation).toBeGreaterThan(0.5);
    expect(stored?.correlation).toBeLessThan(0);
    expect(right?.topShare).toBeGreaterThan(stored?.topShare ?? 1);
  });

  it("does not flag a wrong key on the other questions, and gives their statistics", async () => {
    const body = await analysis();
    const others = body.questions.filter((q) => q.questionId !== questionIds[2]);
    expect(others).toHaveLength(5);
    for (const q of others) {
      expect(
        q.flags.map((f) => f.kind),
        `question ${q.position}`,
      ).toEqual([]);
      expect(q.attempts).toBe(PLANNED_LEARNERS);
      expect(q.discrimination, `question ${q.position}`).toBeGreaterThan(30);
      expect(q.efficiency, `question ${q.position}`).toBeGreaterThan(15);
    }
    // facility from the stored marks under JEE's +4/-1: (mean - (-1)) / (4 - (-1))
    const q1 = body.questions.find((q) => q.questionId === questionIds[0]);
    const right = Array.from({ length: PLANNED_LEARNERS }, (_, a) => answersRight(a, 0)).filter(
      Boolean,
    ).length;
    const mean = (right * 4 - (PLANNED_LEARNERS - right)) / PLANNED_LEARNERS;
    expect(q1?.maxMarks).toBe(4);
    expect(q1?.minMarks).toBe(-1);
    expect(q1?.meanMarks).toBeCloseTo(mean, 10);
    expect(q1?.facility).toBeCloseTo((mean + 1) / 5, 10);
    expect(q1?.options.map((o) => o.text)).toEqual(PLANNED_QUESTIONS[0]?.options);
    expect(q1?.options.reduce((s, o) => s + o.share, 0)).toBeCloseTo(1, 10);
    const numerical = body.questions.find((q) => q.questionId === numericalId);
    expect(numerical?.type).toBe("numerical");
    expect(numerical?.options).toEqual([]);
  });

  it("gives a batch of 18 the flags marked indicative, with the discrimination's 95% interval", async () => {
    // every other learner from ability 1 to 35: a coaching batch, fewer than the 30 of firm flags
    const batch = Array.from({ length: 18 }, (_, k) => 2 * k + 1);
    const small = await plannedQuiz("Zq-Small batch", batch);
    const res = await api.send("GET", `/api/admin/quizzes/${small.quizId}/item-analysis`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ItemAnalysisResponse;
    expect(body).toMatchObject({ firstAttempts: 18, minAttempts: 30, indicativeAttempts: 15 });
    const [first] = body.questions;
    expect(first?.questionId).toBe(small.questionIds[2]);
    expect(first?.flags[0]).toEqual({ kind: "likely_wrong_key", option: 2 });
    expect(first?.efficiency).toBeLessThan(0);
    for (const q of body.questions) {
      expect(q.indicative, `question ${q.position}`).toBe(true);
      expect(q.flags.map((f) => f.kind)).not.toContain("too_few_attempts");
      const { low, high } = q.discriminationInterval ?? { low: Number.NaN, high: Number.NaN };
      expect(low).toBeLessThan(q.discrimination ?? Number.NaN);
      expect(high).toBeGreaterThan(q.discrimination ?? Number.NaN);
      expect(low).toBeGreaterThanOrEqual(-100);
      expect(high).toBeLessThanOrEqual(100);
      expect(q.efficiency).toBeGreaterThanOrEqual(-100);
      expect(q.efficiency).toBeLessThanOrEqual(100);
    }
    // with 40 attempts the same flag is firm, and its interval narrower
    const full = await analysis();
    expect(full.questions.every((q) => !q.indicative)).toBe(true);
    const width = (q?: ItemAnalysisResponse["questions"][number]) =>
      (q?.discriminationInterval?.high ?? 0) - (q?.discriminationInterval?.low ?? 0);
    expect(width(full.questions[0])).toBeLessThan(width(first));
  });

  it("says too few attempts, and nothing else, for a quiz with fewer than 15 first attempts", async () => {
    const quiz = await api.newQuiz({ title: "Zq-Few takers", totalQuestions: 1 });
    await api.newQuestion(quiz.id);
    await api.send("PUT", `/api/admin/quizzes/${quiz.id}`, { published: true });
    const res = await api.send("GET", `/api/admin/quizzes/${quiz.id}/item-analysis`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ItemAnalysisResponse;
    expect(body.firstAttempts).toBe(0);
    expect(
      body.questions.map((q) => ({ flags: q.flags, facility: q.facility, indicative: q.indicative })),
    ).toEqual([{ flags: [{ kind: "too_few_attempts" }], facility: null, indicative: false }]);
  });

  it("answers 404 for a missing quiz and 403 to a learner", async () => {
    const missing = await api.send("GET", "/api/admin/quizzes/999999/item-analysis");
    expect(missing.statusCode).toBe(404);
    const refused = await api.send("GET", `/api/admin/quizzes/${quizId}/item-analysis`, undefined, learner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Admin access required");
  });
});
