import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptAnswers, attempts, weeklyPoints } from "../../db/schema";
import { createTestApp, type SignedIn, signIn, type TestApp } from "../../test-support/test-app";
import { answerSheet, createQuiz, type FixtureQuiz, insertExams } from "../quizzes/test-fixtures";

const T0 = "2026-11-18T06:00:00.000Z"; // Wednesday 11:30 IST

describe("attempts: start, save, submit, result", () => {
  let t: TestApp;
  let learner: SignedIn;
  let other: SignedIn;
  let jee: FixtureQuiz;

  beforeAll(async () => {
    t = await createTestApp({ now: T0 });
    await insertExams(t.ctx.db);
    jee = await createQuiz(t.ctx.db, { examType: "jee", questionCount: 6, timeLimit: 10 });
    learner = await signIn(t.app, { role: "learner" });
    other = await signIn(t.app, { role: "learner" });
  });
  afterAll(() => t.close());

  const inject = (who: SignedIn | null, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: who ? { cookie: who.cookie } : {} });

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
    const [a] = await t.ctx.db.select({ n: count() }).from(attempts).where(eq(attempts.userId, userId));
    const [aa] = await t.ctx.db
      .select({ n: count() })
      .from(attemptAnswers)
      .where(eq(attemptAnswers.attemptId, attemptId));
    const wp = await t.ctx.db.select().from(weeklyPoints).where(eq(weeklyPoints.userId, userId));
    return {
      attempts: a?.n,
      answers: aa?.n,
      weekly: wp.map((w) => `${w.weekStart}/${w.examType}/${w.points}`).sort(),
    };
  };

  it("needs a signed-in user (401) and a real quiz (404), and validates ids (400)", async () => {
    expect((await inject(null, "POST", `/api/quiz/${jee.quizId}/start`)).statusCode).toBe(401);
    expect((await inject(null, "GET", "/api/user/attempts")).statusCode).toBe(401);
    expect((await inject(null, "GET", "/api/attempts/1")).statusCode).toBe(401);
    const missing = await inject(learner, "POST", "/api/quiz/999999/start");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Quiz Not Found");
    const bad = await inject(learner, "POST", "/api/quiz/abc/start");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("id");
    const badAttempt = await inject(learner, "GET", "/api/attempts/-4");
    expect(badAttempt.statusCode).toBe(400);
    expect(badAttempt.json().field).toBe("id");
  });

  it("starts on the server clock and resumes the same open attempt", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { questionCount: 3, timeLimit: 5 });
    const raw = await inject(learner, "POST", `/api/quiz/${quiz.quizId}/start`);
    expect(raw.body).not.toMatch(/correct_?index|explanation|SECRET-/i);
    expect(raw.json().serverNow).toBe(T0);
    const first = await start(learner, quiz.quizId);
    expect(first.attemptId).toBe(raw.json().attemptId);
    expect(first.deadline).toBe("2026-11-18T06:05:00.000Z");
    expect(first.questionIds).toEqual(quiz.questions.map((q) => q.id));
    t.clock.advance(60_000);
    const again = await start(learner, quiz.quizId);
    expect(again.attemptId).toBe(first.attemptId);
    expect(again.deadline).toBe(first.deadline);
    // the other user gets an attempt of their own
    expect((await start(other, quiz.quizId)).attemptId).not.toBe(first.attemptId);
    // past the deadline and grace, a new attempt starts
    t.clock.advance(5 * 60_000);
    expect((await start(learner, quiz.quizId)).attemptId).not.toBe(first.attemptId);
  });

  it("saves answers as they are chosen; a resume answers them", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { questionCount: 4 });
    const sheet = await start(learner, quiz.quizId);
    const [q1, q2, q3] = quiz.questions;
    const save = await inject(learner, "PUT", `/api/attempts/${sheet.attemptId}/answers`, {
      answers: { [q1!.id]: 2, [q2!.id]: 0 },
      markedForReview: [q2!.id, q3!.id],
    });
    expect(save.statusCode, save.body).toBe(200);
    const resumed = await start(learner, quiz.quizId);
    expect(resumed).toMatchObject({
      attemptId: sheet.attemptId,
      answers: { [q1!.id]: 2, [q2!.id]: 0 },
      markedForReview: [q2!.id, q3!.id],
    });
    // a change replaces the sheet; "007"-style keys are stored as the plain id
    await inject(learner, "PUT", `/api/attempts/${sheet.attemptId}/answers`, {
      answers: { [q1!.id]: 3, [`00${q3!.id}`]: 1 },
    });
    expect((await start(learner, quiz.quizId)).answers).toEqual({ [q1!.id]: 3, [q3!.id]: 1 });
  });

  it("refuses invalid answer sheets with 400 naming the field", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { questionCount: 2 });
    const { attemptId } = await start(learner, quiz.quizId);
    const q = quiz.questions[0]!.id;
    const cases: [unknown, string][] = [
      [{ answers: { [q]: 4 } }, `answers.${q}`],
      [{ answers: { [q]: -1 } }, `answers.${q}`],
      [{ answers: { [q]: 1.5 } }, `answers.${q}`],
      [{ answers: { [jee.questions[0]!.id]: 1 } }, `answers.${jee.questions[0]!.id}`],
      [{ answers: {}, markedForReview: [jee.questions[0]!.id] }, "markedForReview"],
      [{ answers: "all of them" }, "answers"],
      [{}, "answers"],
    ];
    for (const [payload, field] of cases) {
      const res = await inject(learner, "PUT", `/api/attempts/${attemptId}/answers`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const badSubmit = await inject(learner, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId,
      timeSpent: 10,
      answers: { [q]: 7 },
    });
    expect(badSubmit.statusCode).toBe(400);
    expect(badSubmit.json().field).toBe(`answers.${q}`);
    const noAttempt = await inject(learner, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      timeSpent: 1,
      answers: {},
    });
    expect(noAttempt.statusCode).toBe(400);
    expect(noAttempt.json().field).toBe("attemptId");
  });

  it("scores on the server: a forged score is ignored and negative marking applies", async () => {
    t.clock.set(T0);
    const { attemptId } = await start(learner, jee.quizId);
    t.clock.advance(95_000);
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

  it("scores a late submit on the answers saved by the deadline", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { questionCount: 4, timeLimit: 2 });
    const { attemptId } = await start(learner, quiz.quizId);
    await inject(learner, "PUT", `/api/attempts/${attemptId}/answers`, {
      answers: answerSheet(quiz.questions, 1),
    });
    t.clock.advance(2 * 60_000 + 31_000);
    const lateSave = await inject(learner, "PUT", `/api/attempts/${attemptId}/answers`, {
      answers: answerSheet(quiz.questions, 4),
    });
    expect(lateSave.statusCode).toBe(409);
    expect(lateSave.json().message).toBe("The time for this attempt is over");
    const res = await inject(learner, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId,
      timeSpent: 999,
      answers: answerSheet(quiz.questions, 4),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ correct: 1, wrong: 0, skipped: 3, marks: 4, timeSpent: 120 });
  });

  it("accepts the submitted answers within the 30 s grace", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { questionCount: 4, timeLimit: 2 });
    const { attemptId } = await start(learner, quiz.quizId);
    t.clock.advance(2 * 60_000 + 25_000);
    const res = await inject(learner, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId,
      timeSpent: 140,
      answers: answerSheet(quiz.questions, 4),
    });
    expect(res.json()).toMatchObject({ correct: 4, marks: 16 });
  });

  it("hides other users' attempts behind 404", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { questionCount: 2 });
    const { attemptId } = await start(learner, quiz.quizId);
    const put = await inject(other, "PUT", `/api/attempts/${attemptId}/answers`, { answers: {} });
    expect(put.statusCode).toBe(404);
    const submit = await inject(other, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId,
      timeSpent: 1,
      answers: {},
    });
    expect(submit.statusCode).toBe(404);
    expect((await inject(other, "POST", `/api/attempts/${attemptId}/retake-wrong`)).statusCode).toBe(404);
    expect((await inject(other, "POST", `/api/quiz/${quiz.quizId}/start`, { attemptId })).statusCode).toBe(
      404,
    );
    // an attempt submitted under the wrong quiz id is 404 too
    const wrongQuiz = await inject(learner, "POST", `/api/quiz/${jee.quizId}/submit`, {
      attemptId,
      timeSpent: 1,
      answers: {},
    });
    expect(wrongQuiz.statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(attempts).where(eq(attempts.id, attemptId));
    expect(row?.submittedAt).toBeNull();
  });

  it("answers 409 for the result of an unsubmitted attempt and for saving after submit", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { questionCount: 2 });
    const { attemptId } = await start(learner, quiz.quizId);
    expect((await inject(learner, "GET", `/api/attempts/${attemptId}`)).statusCode).toBe(409);
    await inject(learner, "POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId,
      timeSpent: 1,
      answers: {},
    });
    const save = await inject(learner, "PUT", `/api/attempts/${attemptId}/answers`, { answers: {} });
    expect(save.statusCode).toBe(409);
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
    ).toEqual([-0.67, -0.67, -0.67]);
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
    const percentiles = await Promise.all(
      users.map(async (who, i) => (await inject(who, "GET", `/api/attempts/${ids[i]}`)).json().percentile),
    );
    // 4 marks: both others higher -> 0; 12 marks: one lower, one tie -> (1 + 0.5) / 2 = 75
    expect(percentiles).toEqual([0, 75, 75]);
  });

  it("lists the user's submitted attempts, newest first", async () => {
    const who = await signIn(t.app);
    const q1 = await createQuiz(t.ctx.db, { questionCount: 2, title: "Older quiz" });
    const q2 = await createQuiz(t.ctx.db, { questionCount: 2, title: "Newer quiz" });
    t.clock.set(T0);
    for (const quiz of [q1, q2]) {
      const { attemptId } = await start(who, quiz.quizId);
      t.clock.advance(60_000);
      await inject(who, "POST", `/api/quiz/${quiz.quizId}/submit`, {
        attemptId,
        timeSpent: 30,
        answers: answerSheet(quiz.questions, 1),
      });
    }
    await start(who, q1.quizId); // open, not submitted: not listed
    const res = await inject(who, "GET", "/api/user/attempts");
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((a: { quizTitle: string }) => a.quizTitle)).toEqual(["Newer quiz", "Older quiz"]);
    expect(list[0]).toMatchObject({
      quizId: q2.quizId,
      marks: 4,
      maxMarks: 8,
      percent: 50,
      isFirst: true,
      kind: "practice",
    });
  });
});

describe("retake the ones I got wrong", () => {
  let t: TestApp;
  let who: SignedIn;
  let quiz: FixtureQuiz;

  beforeAll(async () => {
    t = await createTestApp({ now: T0 });
    await insertExams(t.ctx.db);
    quiz = await createQuiz(t.ctx.db, { questionCount: 6, timeLimit: 12 });
    who = await signIn(t.app);
  });
  afterAll(() => t.close());

  const inject = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { cookie: who.cookie } });

  it("covers exactly the wrong and skipped questions, earns nothing, and resumes by attemptId", async () => {
    const { attemptId } = (await inject("POST", `/api/quiz/${quiz.quizId}/start`)).json();
    // 3 right, 2 wrong, 1 skipped
    const first = await inject("POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId,
      timeSpent: 60,
      answers: answerSheet(quiz.questions, 3, 2),
    });
    expect(first.json().points).toBe(30);

    const notYet = await inject("POST", `/api/attempts/${attemptId + 1000}/retake-wrong`);
    expect(notYet.statusCode).toBe(404);

    const retake = await inject("POST", `/api/attempts/${attemptId}/retake-wrong`);
    expect(retake.statusCode, retake.body).toBe(200);
    const sheet = retake.json();
    expect(sheet.questionIds).toEqual(quiz.questions.slice(3).map((q) => q.id));
    expect(sheet.retakeOfAttemptId).toBe(attemptId);
    expect(sheet.quizId).toBe(quiz.quizId);
    // 12 minutes for 6 questions -> 6 minutes for 3
    expect(Date.parse(sheet.deadline) - Date.parse(sheet.startedAt)).toBe(6 * 60_000);

    // asking again, or starting with its id, resumes it; a plain start is a new full attempt
    expect((await inject("POST", `/api/attempts/${attemptId}/retake-wrong`)).json().attemptId).toBe(
      sheet.attemptId,
    );
    const resumed = await inject("POST", `/api/quiz/${quiz.quizId}/start`, { attemptId: sheet.attemptId });
    expect(resumed.json()).toMatchObject({ attemptId: sheet.attemptId, questionIds: sheet.questionIds });
    const plain = (await inject("POST", `/api/quiz/${quiz.quizId}/start`)).json();
    expect(plain.attemptId).not.toBe(sheet.attemptId);
    expect(plain.questionIds).toHaveLength(6);

    const done = await inject("POST", `/api/quiz/${quiz.quizId}/submit`, {
      attemptId: sheet.attemptId,
      timeSpent: 30,
      answers: answerSheet(quiz.questions.slice(3), 3),
    });
    expect(done.json()).toMatchObject({
      correct: 3,
      wrong: 0,
      skipped: 0,
      marks: 12,
      maxMarks: 12,
      totalQuestions: 3,
      isFirst: false,
      points: 0,
      percentile: null,
      retakeOfAttemptId: attemptId,
    });
    expect(done.json().review).toHaveLength(3);
    const wp = await t.ctx.db.select().from(weeklyPoints).where(eq(weeklyPoints.userId, who.user.id));
    expect(wp.map((w) => w.points)).toEqual([30, 30]);

    // the retake, once submitted, cannot be resumed
    const again = await inject("POST", `/api/quiz/${quiz.quizId}/start`, { attemptId: sheet.attemptId });
    expect(again.statusCode).toBe(409);
    // and with every answer right there is nothing left to retake
    const nothing = await inject("POST", `/api/attempts/${sheet.attemptId}/retake-wrong`);
    expect(nothing.statusCode).toBe(409);
  });

  it("refuses to retake an unsubmitted attempt", async () => {
    const other = await createQuiz(t.ctx.db, { questionCount: 2 });
    const { attemptId } = (await inject("POST", `/api/quiz/${other.quizId}/start`)).json();
    const res = await inject("POST", `/api/attempts/${attemptId}/retake-wrong`);
    expect(res.statusCode).toBe(409);
  });
});

// The production setting: a submit's percentile comes from a per-instance histogram of first attempts.
const HISTOGRAM_MS = 1500;
describe("the percentile at submit with the marks histogram cached", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: T0, env: { STANDING_CACHE_MS: String(HISTOGRAM_MS) } });
    await insertExams(t.ctx.db);
  });
  afterAll(() => t.close());

  const submitFirst = async (who: SignedIn, quiz: FixtureQuiz, right: number) => {
    const started = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${quiz.quizId}/start`,
      headers: { cookie: who.cookie },
    });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${quiz.quizId}/submit`,
      headers: { cookie: who.cookie },
      payload: {
        attemptId: started.json().attemptId,
        timeSpent: 20,
        answers: answerSheet(quiz.questions, right, quiz.questions.length - right),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { attemptId: number; percentile: number; isFirst: boolean };
  };

  it("ranks among the other learners' first attempts, as the exact count does", async () => {
    const quiz = await createQuiz(t.ctx.db, { examType: "jee", questionCount: 4 });
    for (const right of [1, 2, 3]) await submitFirst(await signIn(t.app), quiz, right);
    const learner = await signIn(t.app);
    // the histogram loaded at the first of those submits is too old now: the next submit reloads it
    await new Promise((resolve) => setTimeout(resolve, HISTOGRAM_MS + 100));
    const first = await submitFirst(learner, quiz, 2);
    expect(first.percentile).toBe(50); // one below, one tie, of three
    const exact = await t.app.inject({
      method: "GET",
      url: `/api/attempts/${first.attemptId}`,
      headers: { cookie: learner.cookie },
    });
    expect(exact.json().percentile).toBe(50);
    // a later attempt of the same learner is compared with the others only, not with their own first
    const again = await submitFirst(learner, quiz, 4);
    expect(again).toMatchObject({ isFirst: false, percentile: 100 });
  });

  it("leaves the learner's own first attempt out when the histogram holds it", async () => {
    const quiz = await createQuiz(t.ctx.db, { examType: "jee", questionCount: 4 });
    const learner = await signIn(t.app);
    // their first attempt, submitted an hour ago (through another instance, say): full marks
    await t.ctx.db.insert(attempts).values({
      userId: learner.user.id,
      quizId: quiz.quizId,
      questionIds: quiz.questions.map((q) => q.id),
      startedAt: new Date(Date.parse(T0) - 3_600_000),
      deadline: new Date(Date.parse(T0) - 3_000_000),
      submittedAt: new Date(Date.parse(T0) - 3_500_000),
      marks: 16,
      maxMarks: 16,
      isFirst: true,
    });
    // someone else's submit loads the histogram: it holds the learner's first attempt only
    await submitFirst(await signIn(t.app), quiz, 4);
    const repeat = await submitFirst(learner, quiz, 0);
    // compared with nobody else in that histogram: 100, not 0 (below their own full marks)
    expect(repeat).toMatchObject({ isFirst: false, percentile: 100 });
  });
});
