import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptAnswers, exams, quizzes } from "~/server/db/schema";
import { adminRequests, startAdminApp } from "~/server/test-support/admin-app";
import { takeQuiz } from "~/server/test-support/take-quiz";
import type { SignedIn, TestApp } from "~/server/test-support/test-app";

/**
 * Each question type end to end: an admin creates it through the API, puts it in a quiz and
 * publishes it; a learner reads the quiz (type, never the key), saves and submits answers by value;
 * the server scores them under the quiz's marking and the review shows each key in its type's shape.
 */
describe("question types: single (5 options), multiple correct, numerical value", () => {
  let t: TestApp;
  let admin: SignedIn;
  let learner: SignedIn;
  let categoryId: number;

  beforeAll(async () => {
    ({ t, admin, learner, categoryId } = await startAdminApp());
  });
  afterAll(() => t.close());

  const { send, newQuiz, newQuestion } = adminRequests(() => ({ t, admin, categoryId }));
  const asLearner = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    send(method, url, payload, learner);

  /** A published quiz of one single-correct (5 options), one multiple-correct and one numerical question. */
  async function quizOfEachType() {
    const quiz = await newQuiz({ title: "Zq-Types quiz" });
    const single = await newQuestion(quiz.id, {
      options: ["Zq-one", "Zq-two", "Zq-three", "Zq-four", "Zq-five"],
      correctAnswer: 4,
    });
    const multiple = await newQuestion(quiz.id, {
      type: "multiple",
      options: ["Zq-alpha", "Zq-beta", "Zq-gamma", "Zq-delta"],
      correctAnswers: [3, 0, 2],
    });
    const numerical = await newQuestion(quiz.id, {
      type: "numerical",
      options: [],
      numericAnswer: { min: 2.25, max: 2.35 },
    });
    const published = await send("PUT", `/api/admin/quizzes/${quiz.id}`, { published: true });
    expect(published.statusCode, published.body).toBe(200);
    return { quizId: quiz.id, single: single.id, multiple: multiple.id, numerical: numerical.id };
  }

  /** Starts, saves `answers` and submits them as the learner; answers the result. */
  async function takeWith(quizId: number, answers: Record<string, unknown>) {
    const started = await asLearner("POST", `/api/quiz/${quizId}/start`);
    expect(started.statusCode, started.body).toBe(200);
    const attemptId = started.json().attemptId as number;
    const saved = await asLearner("PUT", `/api/attempts/${attemptId}/answers`, { answers });
    expect(saved.statusCode, saved.body).toBe(200);
    const resumed = await asLearner("POST", `/api/quiz/${quizId}/start`);
    expect(resumed.json().answers).toEqual(answers);
    const submitted = await asLearner("POST", `/api/quiz/${quizId}/submit`, {
      attemptId,
      timeSpent: 60,
      answers,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    return { attemptId, result: submitted.json() };
  }

  it("admin answers each type with its key in its shape", async () => {
    const q = await quizOfEachType();
    const list = await send("GET", `/api/admin/questions?quizId=${q.quizId}`);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .items.map((i: Record<string, unknown>) => [
          i.type,
          (i.options as string[]).length,
          i.correctAnswer,
          i.correctAnswers,
          i.numericAnswer,
        ]),
    ).toEqual([
      ["single", 5, 4, null, null],
      ["multiple", 4, null, [0, 2, 3], null],
      ["numerical", 0, null, null, { min: 2.25, max: 2.35 }],
    ]);
  });

  it("a learner sees each question's type and never its key while taking", async () => {
    const q = await quizOfEachType();
    const res = await asLearner("GET", `/api/quiz/${q.quizId}`);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .questions.map((x: { id: number; type: string; options: string[] }) => [
          x.id,
          x.type,
          x.options.length,
        ]),
    ).toEqual([
      [q.single, "single", 5],
      [q.multiple, "multiple", 4],
      [q.numerical, "numerical", 0],
    ]);
    for (const key of [
      "correctIndex",
      "correctAnswer",
      "correctAnswers",
      "numericMin",
      "numericMax",
      "numericAnswer",
      "explanation",
    ]) {
      expect(res.body).not.toContain(`"${key}"`);
    }
  });

  it("scores JEE Main marking: +4 for the fifth option, part marks, -1 for a numerical answer outside the range", async () => {
    const q = await quizOfEachType();
    const { attemptId, result } = await takeWith(q.quizId, {
      [q.single]: 4,
      [q.multiple]: [2, 0],
      [q.numerical]: 2.4,
    });
    // +4 + 2 (two of three correct options, no wrong one) - 1 (numerical, since 2025)
    expect(result).toMatchObject({ marks: 5, maxMarks: 12, correct: 1, partial: 1, wrong: 1, skipped: 0 });
    // the part-marked answer was attempted and not fully right: 1 of 3
    expect(result.accuracy).toBe(33.3);
    expect(result.points).toBe(10);
    expect(
      result.review.map((r: Record<string, unknown>) => [
        r.type,
        r.response,
        r.outcome,
        r.marksAwarded,
        r.maxMarks,
        r.correctIndex,
        r.correctAnswers,
        r.numericAnswer,
      ]),
    ).toEqual([
      ["single", 4, "correct", 4, 4, 4, undefined, undefined],
      ["multiple", [0, 2], "partial", 2, 4, null, [0, 2, 3], undefined],
      ["numerical", 2.4, "wrong", -1, 4, null, undefined, { min: 2.25, max: 2.35 }],
    ]);
    // the database holds each answer in its shape with its marks
    const rows = await t.ctx.db
      .select({
        questionId: attemptAnswers.questionId,
        chosenIndex: attemptAnswers.chosenIndex,
        isCorrect: attemptAnswers.isCorrect,
        response: attemptAnswers.response,
        marksAwarded: attemptAnswers.marksAwarded,
      })
      .from(attemptAnswers)
      .where(eq(attemptAnswers.attemptId, attemptId))
      .orderBy(attemptAnswers.questionId);
    expect(rows).toEqual([
      { questionId: q.single, chosenIndex: 4, isCorrect: true, response: 4, marksAwarded: 4 },
      { questionId: q.multiple, chosenIndex: null, isCorrect: false, response: [0, 2], marksAwarded: 2 },
      { questionId: q.numerical, chosenIndex: null, isCorrect: false, response: 2.4, marksAwarded: -1 },
    ]);
    // the result page reads the same review back
    const again = await asLearner("GET", `/api/attempts/${attemptId}`);
    expect(again.json().review).toEqual(result.review);
    expect(again.json().partial).toBe(1);
  });

  it("scores the range's edges as correct and every key in full", async () => {
    const q = await quizOfEachType();
    const { result } = await takeWith(q.quizId, { [q.multiple]: [0, 2, 3], [q.numerical]: 2.35 });
    expect(result).toMatchObject({ marks: 8, correct: 2, partial: 0, wrong: 0, skipped: 1, points: 20 });
    const low = await quizOfEachType();
    const lowResult = (await takeWith(low.quizId, { [low.numerical]: 2.25 })).result;
    expect(lowResult.review[2]).toMatchObject({ outcome: "correct", marksAwarded: 4, isCorrect: true });
  });

  it("scores with the quiz's own scheme per type (JEE Advanced: -2 for a wrong option, 0 for a wrong number)", async () => {
    const q = await quizOfEachType();
    await t.ctx.db
      .update(quizzes)
      .set({
        markingScheme: {
          correct: 3,
          wrong: -1,
          byType: { multiple: { correct: 4, wrong: -2 }, numerical: { correct: 3, wrong: 0 } },
        },
      })
      .where(eq(quizzes.id, q.quizId));
    const { result } = await takeWith(q.quizId, { [q.single]: 0, [q.multiple]: [0, 1], [q.numerical]: 9 });
    expect(result).toMatchObject({ marks: -3, maxMarks: 10, correct: 0, partial: 0, wrong: 3 });
    expect(result.review.map((r: { marksAwarded: number }) => r.marksAwarded)).toEqual([-1, -2, 0]);
    expect(result.review.map((r: { maxMarks: number }) => r.maxMarks)).toEqual([3, 4, 3]);
    expect(result.marking.byType.multiple).toEqual({ correct: 4, wrong: -2 });
  });

  it("bookmarks and progress count every type's answers (correct = full marks)", async () => {
    const q = await quizOfEachType();
    for (const id of [q.multiple, q.numerical]) {
      const bookmarked = await asLearner("POST", `/api/bookmark/${id}`);
      expect(bookmarked.statusCode, bookmarked.body).toBeLessThan(300);
    }
    const before = (await asLearner("GET", "/api/user/bookmarks")).json();
    expect(before.find((b: { questionId: number }) => b.questionId === q.multiple)).toMatchObject({
      type: "multiple",
      correctIndex: null,
    });
    expect(JSON.stringify(before)).not.toContain("correctAnswers");
    expect(JSON.stringify(before)).not.toContain("numericAnswer");

    const performanceBefore = (await asLearner("GET", "/api/user/performance")).json();
    const attemptedBefore = performanceBefore.bySubject.reduce(
      (n: number, s: { attempted: number }) => n + s.attempted,
      0,
    );
    await takeWith(q.quizId, { [q.multiple]: [0], [q.numerical]: 2.3 });

    const after = (await asLearner("GET", "/api/user/bookmarks")).json();
    expect(after.find((b: { questionId: number }) => b.questionId === q.multiple)).toMatchObject({
      type: "multiple",
      correctAnswers: [0, 2, 3],
    });
    expect(after.find((b: { questionId: number }) => b.questionId === q.numerical)).toMatchObject({
      type: "numerical",
      numericAnswer: { min: 2.25, max: 2.35 },
    });
    const performance = (await asLearner("GET", "/api/user/performance")).json();
    const attempted = performance.bySubject.reduce(
      (n: number, s: { attempted: number }) => n + s.attempted,
      0,
    );
    expect(attempted - attemptedBefore).toBe(2);
  });

  it("refuses an answer whose shape does not fit its question, naming answers.<id>", async () => {
    const q = await quizOfEachType();
    const started = await asLearner("POST", `/api/quiz/${q.quizId}/start`);
    const attemptId = started.json().attemptId as number;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ [q.single]: [1] }, q.single, "not a list"],
      [{ [q.single]: 5 }, q.single, "from 0 to 4"],
      [{ [q.multiple]: 2 }, q.multiple, "list of option indexes"],
      [{ [q.multiple]: [0, 4] }, q.multiple, "from 0 to 3"],
      [{ [q.multiple]: [1, 1] }, q.multiple, "same option twice"],
      [{ [q.numerical]: [2] }, q.numerical, "must be a number"],
    ];
    for (const [answers, id, message] of cases) {
      const saved = await asLearner("PUT", `/api/attempts/${attemptId}/answers`, { answers });
      expect(saved.statusCode, JSON.stringify(answers)).toBe(400);
      expect(saved.json()).toMatchObject({ field: `answers.${id}` });
      expect(saved.json().message).toContain(message);
      const submitted = await asLearner("POST", `/api/quiz/${q.quizId}/submit`, {
        attemptId,
        timeSpent: 5,
        answers,
      });
      expect(submitted.statusCode, JSON.stringify(answers)).toBe(400);
      expect(submitted.json().field).toBe(`answers.${id}`);
    }
    // nothing was saved or submitted
    const sheet = await asLearner("POST", `/api/quiz/${q.quizId}/start`);
    expect(sheet.json()).toMatchObject({ attemptId, answers: {} });
  });

  it("takeQuiz answers each type from its stored key, or by value", async () => {
    const q = await quizOfEachType();
    const byLetters = await takeQuiz(t, {
      userId: learner.user.id,
      quizId: q.quizId,
      results: "wpc",
      submittedAt: t.clock.now,
    });
    // -1 (another option) + 1 (one of three correct options) + 4 (the range's low end)
    expect(byLetters).toMatchObject({ marks: 4, correct: 1, partial: 1, wrong: 1 });
    const q2 = await quizOfEachType();
    const byValue = await takeQuiz(t, {
      userId: learner.user.id,
      quizId: q2.quizId,
      results: "svv",
      answers: { [q2.multiple]: [0, 2, 3], [q2.numerical]: 2.3 },
      submittedAt: t.clock.now,
    });
    expect(byValue).toMatchObject({ marks: 8, correct: 2, skipped: 1 });
  });

  // last: it changes the exam's marking for every later quiz of the file
  it("scores with the exam's stored scheme per type when the quiz sets none", async () => {
    await t.ctx.db
      .update(exams)
      .set({ markingScheme: { correct: 4, wrong: -1, byType: { numerical: { correct: 4, wrong: 0 } } } })
      .where(eq(exams.key, "jee"));
    const q = await quizOfEachType();
    const { result } = await takeWith(q.quizId, { [q.single]: 0, [q.numerical]: 100 });
    expect(result.review.map((r: { marksAwarded: number }) => r.marksAwarded)).toEqual([-1, 0, 0]);
    expect(result).toMatchObject({ marks: -1, wrong: 2, skipped: 1 });
  });
});
