import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertUser } from "~/server/features/auth/users";
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
import { adminRequests, startAdminApp, T0 } from "./admin-api-setup";

describe("GET /api/admin/quizzes/:id/item-analysis", () => {
  let t: TestApp;
  let admin: SignedIn;
  let learner: SignedIn;
  let categoryId: number;
  const api = adminRequests(() => ({ t, admin, categoryId }));
  let quizId: number;
  const questionIds: number[] = [];
  let numericalId: number;

  beforeAll(async () => {
    ({ t, admin, learner, categoryId } = await startAdminApp());
    const quiz = await api.newQuiz({ title: "Zq-Kinematics check", totalQuestions: 6 });
    quizId = quiz.id;
    for (const planned of PLANNED_QUESTIONS) {
      const question = await api.newQuestion(quizId, {
        question: planned.question,
        options: planned.options,
        correctAnswer: planned.storedKey,
      });
      questionIds.push(question.id);
    }
    numericalId = (
      await api.newQuestion(quizId, {
        type: "numerical",
        question: PLANNED_NUMERICAL.question,
        options: [],
        numericAnswer: PLANNED_NUMERICAL.numericAnswer,
      })
    ).id;
    const published = await api.send("PUT", `/api/admin/quizzes/${quizId}`, { published: true });
    expect(published.statusCode, published.body).toBe(200);

    for (let ability = 0; ability < PLANNED_LEARNERS; ability++) {
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
      const answers: Record<string, number> = { [String(numericalId)]: plannedNumber(ability) };
      for (const [q, id] of questionIds.entries()) answers[String(id)] = plannedChoice(ability, q);
      await takeQuiz(t, {
        userId,
        quizId,
        results: "vvvvvv",
        answers,
        submittedAt: new Date(new Date(T0).getTime() + (ability + 1) * 60_000),
      });
    }
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

  it("says too few attempts, and nothing else, for a quiz with fewer than 30 first attempts", async () => {
    const quiz = await api.newQuiz({ title: "Zq-Few takers", totalQuestions: 1 });
    await api.newQuestion(quiz.id);
    await api.send("PUT", `/api/admin/quizzes/${quiz.id}`, { published: true });
    const res = await api.send("GET", `/api/admin/quizzes/${quiz.id}/item-analysis`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ItemAnalysisResponse;
    expect(body.firstAttempts).toBe(0);
    expect(body.questions.map((q) => ({ flags: q.flags, facility: q.facility }))).toEqual([
      { flags: [{ kind: "too_few_attempts" }], facility: null },
    ]);
  });

  it("answers 404 for a missing quiz and 403 to a learner", async () => {
    const missing = await api.send("GET", "/api/admin/quizzes/999999/item-analysis");
    expect(missing.statusCode).toBe(404);
    const refused = await api.send("GET", `/api/admin/quizzes/${quizId}/item-analysis`, undefined, learner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Admin access required");
  });
});
