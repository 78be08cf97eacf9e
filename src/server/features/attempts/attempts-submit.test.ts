import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptAnswers, attempts, weeklyPoints } from "~/server/db/schema";
import { attemptRequests, startAttemptsApp, T0 } from "~/server/test-support/attempts-app";
import { answerSheet, createQuiz, type FixtureQuiz } from "~/server/test-support/quiz-fixtures";
import { type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

describe("attempts: start, save, submit, result", () => {
  let t: TestApp;
  let learner: SignedIn;
  let other: SignedIn;
  let jee: FixtureQuiz;

  beforeAll(async () => {
    ({ t, learner, other, jee } = await startAttemptsApp());
  });
  afterAll(() => t.close());

  const { inject, start, rowCounts } = attemptRequests(() => t);

  it("scores on the server: a forged score is ignored and negative marking applies", async () => {
    t.clock.set(T0);
    const { attemptId } = await start(learner, jee.quizId);
    t.clock.advance(90_000);
    const res = await inject(learner, "POST", `/api/quiz/${jee.quizId}/submit`, {
      attemptId,
      score: 999,
      totalQuestions: 6,
      timeSpent: 90,
      answers: answerSheet(jee.questions, 3, 2), // 3 right, 2 wrong, 1 skipped under JEE +4/-1
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({
      attemptId,
      marks: 10,
      maxMarks: 24,
      correct: 3,
      wrong: 2,
      skipped: 1,
      accuracy: 60,
      timeSpent: 90,
      timePerQuestion: 15,
      isFirst: true,
      points: 30,
      percentile: 100,
      percentileCohort: 1,
      marking: { correct: 4, wrong: -1 },
      quiz: { id: jee.quizId, examType: "jee", kind: "practice" },
    });
    expect(result.review.map((r: { marksAwarded: number }) => r.marksAwarded)).toEqual([4, 4, 4, -1, -1, 0]);
    expect(result.review[3]).toMatchObject({
      id: jee.questions[3]!.id,
      chosenIndex: (jee.questions[3]!.correctIndex + 1) % 4,
      correctIndex: jee.questions[3]!.correctIndex,
      isCorrect: false,
      explanation: jee.questions[3]!.explanation,
    });
    expect(result.review[5]).toMatchObject({ chosenIndex: null, isCorrect: false });
    const [row] = await t.ctx.db.select().from(attempts).where(eq(attempts.id, attemptId));
    expect(row).toMatchObject({
      marks: 10,
      maxMarks: 24,
      points: 30,
      isFirst: true,
      submittedDay: "2026-11-18",
    });
    expect(row?.answers).toEqual(answerSheet(jee.questions, 3, 2));
    const answerRows = await t.ctx.db
      .select()
      .from(attemptAnswers)
      .where(eq(attemptAnswers.attemptId, attemptId));
    expect(answerRows).toHaveLength(6);
    expect(answerRows.every((a) => a.examType === "jee" && a.userId === learner.user.id)).toBe(true);
    expect(answerRows.filter((a) => a.isCorrect)).toHaveLength(3);
    // the same result is readable afterwards, only by its owner
    const read = await inject(learner, "GET", `/api/attempts/${attemptId}`);
    expect(read.json()).toEqual(result);
    expect((await inject(other, "GET", `/api/attempts/${attemptId}`)).statusCode).toBe(404);
  });

  it("clamps timeSpent to the real elapsed time", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { questionCount: 2 });
    const { attemptId } = await start(learner, quiz.quizId);
    t.clock.advance(40_000);
    const res = await inject(learner, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId,
      timeSpent: 5000,
      answers: {},
    });
    expect(res.json().timeSpent).toBe(40);
  });

  it("records a repeated submit once and answers the same result", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { examType: "neet", questionCount: 4 });
    const who = await signIn(t.app);
    const { attemptId } = await start(who, quiz.quizId);
    const body = { attemptId, timeSpent: 30, answers: answerSheet(quiz.questions, 2, 1) };
    const first = await inject(who, "POST", `/api/quiz/${quiz.quizId}/submit`, body);
    const before = await rowCounts(attemptId, who.user.id);
    t.clock.advance(10_000);
    const second = await inject(who, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      ...body,
      answers: answerSheet(quiz.questions, 4),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await rowCounts(attemptId, who.user.id)).toEqual(before);
    expect(before).toEqual({ attempts: 1, answers: 4, weekly: ["2026-11-16/all/20", "2026-11-16/neet/20"] });
  });

  it("records concurrent double submits once", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { examType: "ssc", questionCount: 5, subjects: ["Reasoning"] });
    const who = await signIn(t.app);
    const { attemptId } = await start(who, quiz.quizId);
    const body = { attemptId, timeSpent: 30, answers: answerSheet(quiz.questions, 3, 2) };
    const [a, b] = await Promise.all([
      inject(who, "POST", `/api/quiz/${quiz.quizId}/submit`, body),
      inject(who, "POST", `/api/quiz/${quiz.quizId}/submit`, body),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(a.json().marks).toBe(5); // SSC: 3 x 2 - 2 x 0.5
    expect(await rowCounts(attemptId, who.user.id)).toEqual({
      attempts: 1,
      answers: 5,
      weekly: ["2026-11-16/all/30", "2026-11-16/ssc/30"],
    });
  });

  it("of two attempts of one quiz submitted at once, only one is the first and earns points", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { examType: "jee", questionCount: 3 });
    const who = await signIn(t.app);
    const { attemptId, questionIds, deadline } = await start(who, quiz.quizId);
    // a second open attempt of the same quiz (two devices that both started before either submitted)
    const [second] = await t.ctx.db
      .insert(attempts)
      .values({ userId: who.user.id, quizId: quiz.quizId, questionIds, deadline: new Date(deadline) })
      .returning({ id: attempts.id });
    const submit = (id: number) =>
      inject(who, "POST", `/api/quiz/${quiz.quizId}/submit`, {
        attemptId: id,
        timeSpent: 30,
        answers: answerSheet(quiz.questions, 3),
      });
    const results = await Promise.all([submit(attemptId), submit(second?.id ?? 0)]);
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(results.map((r) => r.json().isFirst).sort()).toEqual([false, true]);
    expect(results.map((r) => r.json().points).sort()).toEqual([0, 30]);
    const wp = await t.ctx.db.select().from(weeklyPoints).where(eq(weeklyPoints.userId, who.user.id));
    expect(wp.map((w) => [w.examType, w.points]).sort()).toEqual([
      ["all", 30],
      ["jee", 30],
    ]);
    const [answers] = await t.ctx.db
      .select({ n: count() })
      .from(attemptAnswers)
      .where(eq(attemptAnswers.userId, who.user.id));
    expect(answers?.n).toBe(6);
  });

  it("gives points for the first attempt only; a retake earns none", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { examType: "banking", questionCount: 4, subjects: ["English"] });
    const who = await signIn(t.app);
    const a1 = await start(who, quiz.quizId);
    const r1 = await inject(who, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId: a1.attemptId,
      timeSpent: 20,
      answers: answerSheet(quiz.questions, 2, 1),
    });
    expect(r1.json()).toMatchObject({ isFirst: true, points: 20, marks: 1.75 });
    t.clock.advance(60_000);
    const a2 = await start(who, quiz.quizId);
    expect(a2.attemptId).not.toBe(a1.attemptId);
    const r2 = await inject(who, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId: a2.attemptId,
      timeSpent: 20,
      answers: answerSheet(quiz.questions, 4),
    });
    expect(r2.json()).toMatchObject({ isFirst: false, points: 0, marks: 4 });
    const wp = await t.ctx.db.select().from(weeklyPoints).where(eq(weeklyPoints.userId, who.user.id));
    expect(wp.map((w) => [w.examType, w.points]).sort()).toEqual([
      ["all", 20],
      ["banking", 20],
    ]);
    // a first attempt of another quiz in the same week adds to the same rows (and a new exam row)
    const jeeQuiz = await createQuiz(t.ctx.db, { examType: "jee", questionCount: 3 });
    const a3 = await start(who, jeeQuiz.quizId);
    await inject(who, "POST", `/api/quiz/${jeeQuiz.quizId}/submit`, {
      attemptId: a3.attemptId,
      timeSpent: 20,
      answers: answerSheet(jeeQuiz.questions, 3),
    });
    const more = await t.ctx.db.select().from(weeklyPoints).where(eq(weeklyPoints.userId, who.user.id));
    expect(more.map((w) => [w.examType, w.points]).sort()).toEqual([
      ["all", 50],
      ["banking", 20],
      ["jee", 30],
    ]);
    const firsts = await t.ctx.db
      .select({ n: count() })
      .from(attempts)
      .where(
        and(eq(attempts.userId, who.user.id), eq(attempts.quizId, quiz.quizId), eq(attempts.isFirst, true)),
      );
    expect(firsts[0]?.n).toBe(1);
  });

  it("files points under the IST week of the submit, around Monday 00:00 IST", async () => {
    const quiz = await createQuiz(t.ctx.db, { examType: "upsc", questionCount: 3, subjects: ["Polity"] });
    const quiz2 = await createQuiz(t.ctx.db, { examType: "upsc", questionCount: 3, subjects: ["Polity"] });
    const who = await signIn(t.app);
    // Sunday 2026-11-22 23:59:50 IST = 18:29:50 UTC: still the week of Monday 2026-11-16
    t.clock.set("2026-11-22T18:25:00Z");
    const a = await start(who, quiz.quizId);
    t.clock.set("2026-11-22T18:29:50Z");
    await inject(who, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId: a.attemptId,
      timeSpent: 200,
      answers: answerSheet(quiz.questions, 1),
    });
    // Monday 00:00:05 IST: the new week
    const b = await start(who, quiz2.quizId);
    t.clock.set("2026-11-22T18:30:05Z");
    await inject(who, "POST", `/api/quiz/${quiz2.quizId}/submit`, {
      attemptId: b.attemptId,
      timeSpent: 10,
      answers: answerSheet(quiz2.questions, 2),
    });
    const wp = await t.ctx.db.select().from(weeklyPoints).where(eq(weeklyPoints.userId, who.user.id));
    expect(wp.map((w) => `${w.weekStart}/${w.examType}/${w.points}`).sort()).toEqual([
      "2026-11-16/all/10",
      "2026-11-16/upsc/10",
      "2026-11-23/all/20",
      "2026-11-23/upsc/20",
    ]);
    const rows = await t.ctx.db.select().from(attempts).where(eq(attempts.userId, who.user.id));
    expect(rows.map((r) => r.submittedDay).sort()).toEqual(["2026-11-22", "2026-11-23"]);
  });

  it("sums UPSC's -2/3 exactly through the API", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { examType: "upsc", questionCount: 5, subjects: ["History"] });
    const { attemptId } = await start(learner, quiz.quizId);
    const res = await inject(learner, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId,
      timeSpent: 10,
      answers: answerSheet(quiz.questions, 0, 3),
    });
    expect(res.json()).toMatchObject({ marks: -2, maxMarks: 10, wrong: 3, skipped: 2, points: 0 });
    expect(
      res
        .json()
        .review.slice(0, 3)
        .map((r: { marksAwarded: number }) => r.marksAwarded),
    ).toEqual([-2 / 3, -2 / 3, -2 / 3]);
  });

  it("stores a total that is the sum of the stored per-question marks, rounded once", async () => {
    t.clock.set(T0);
    // 43 wrong at -2/3: rounded one by one to -0.67 they would sum 0.14 below the total
    const quiz = await createQuiz(t.ctx.db, { examType: "upsc", questionCount: 50, subjects: ["Polity"] });
    const { attemptId } = await start(learner, quiz.quizId);
    const res = await inject(learner, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId,
      timeSpent: 10,
      answers: answerSheet(quiz.questions, 7, 43),
    });
    expect(res.json()).toMatchObject({ marks: -14.67, correct: 7, wrong: 43 });
    const stored = await t.ctx.db
      .select({ marks: attemptAnswers.marksAwarded })
      .from(attemptAnswers)
      .where(eq(attemptAnswers.attemptId, attemptId));
    const sum = stored.reduce((s, a) => s + (a.marks ?? 0), 0);
    expect(Math.round(sum * 100) / 100).toBe(-14.67);
    const shown = res.json().review.reduce((s: number, r: { marksAwarded: number }) => s + r.marksAwarded, 0);
    expect(Math.round(shown * 100) / 100).toBe(-14.67);
  });

  it("uses a quiz's own marking scheme when the admin set one", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { questionCount: 3, markingCorrect: 3, markingWrong: 0 });
    const { attemptId } = await start(learner, quiz.quizId);
    const res = await inject(learner, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId,
      timeSpent: 10,
      answers: answerSheet(quiz.questions, 1, 2),
    });
    expect(res.json()).toMatchObject({ marks: 3, maxMarks: 9, marking: { correct: 3, wrong: 0 } });
  });

  it("ranks a first attempt among the other users' first attempts", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { questionCount: 4 });
    const users = await Promise.all([signIn(t.app), signIn(t.app), signIn(t.app)]);
    const ids: number[] = [];
    for (const [i, who] of users.entries()) {
      const { attemptId } = await start(who, quiz.quizId);
      ids.push(attemptId);
      await inject(who, "POST", `/api/quiz/${quiz.quizId}/submit`, {
        attemptId,
        timeSpent: 10,
        answers: answerSheet(quiz.questions, [1, 3, 3][i]!),
      });
    }
    const standings = await Promise.all(
      users.map(async (who, i) => {
        const result = (await inject(who, "GET", `/api/attempts/${ids[i]}`)).json();
        return [result.percentile, result.percentileCohort];
      }),
    );
    // NTA's rule, the learner counted: 4 marks, only themself at or below -> 1 / 3;
    // 12 marks: one lower, one tie and themself -> 3 / 3
    expect(standings).toEqual([
      [33.33, 3],
      [100, 3],
      [100, 3],
    ]);
  });
});
