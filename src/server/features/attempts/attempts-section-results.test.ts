import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptAnswers, attempts, exams, quizzes } from "~/server/db/schema";
import { attemptRequests, T0 } from "~/server/test-support/attempts-app";
import { answerSheet, createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import type { AttemptResult, SectionResult } from "~/shared/contract/attempts";

const IBPS_2024 = {
  year: 2024,
  category: "General",
  source: "IBPS PO prelims 2024 cut-off",
  maxMarks: 100,
  overall: 59.5,
  sections: { English: 7.5, "Quantitative Aptitude": 8.75, "Reasoning Ability": 9.5 },
  sectionMaxMarks: { English: 30, "Quantitative Aptitude": 35, "Reasoning Ability": 35 },
};

describe("results per section, time per question, cut-offs", () => {
  let t: TestApp;
  let learner: SignedIn;
  let other: SignedIn;
  let banking: FixtureQuiz;
  let plain: FixtureQuiz;

  beforeAll(async () => {
    t = await createTestApp({ now: T0 });
    await insertExams(t.ctx.db);
    banking = await createQuiz(t.ctx.db, {
      examType: "banking",
      kind: "mock",
      timeLimit: 20,
      sections: [
        { name: "English", size: 4 },
        { name: "Quantitative Aptitude", size: 4 },
        { name: "Reasoning Ability", size: 4 },
      ],
    });
    await t.ctx.db.update(quizzes).set({ cutoffs: IBPS_2024 }).where(eq(quizzes.id, banking.quizId));
    plain = await createQuiz(t.ctx.db, { examType: "jee", questionCount: 3 });
    learner = await signIn(t.app, { role: "learner" });
    other = await signIn(t.app, { role: "learner" });
  });
  afterAll(() => t.close());

  const { inject, start } = attemptRequests(() => t);

  const submit = async (who: SignedIn, quizId: number, body: Record<string, unknown>) => {
    const res = await inject(who, "POST", `/api/quiz/${quizId}/submit`, { timeSpent: 0, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AttemptResult;
  };

  it("saves time and visits per question, capped at the time the attempt has run, and resumes them", async () => {
    t.clock.set(T0);
    const { attemptId } = await start(learner, plain.quizId);
    const [q1, q2, q3] = plain.questions.map((q) => String(q.id));
    t.clock.advance(100_000);
    const saved = await inject(learner, "PUT", `/api/attempts/${attemptId}/answers`, {
      answers: {},
      questionTimes: { [q1!]: { seconds: 40, visits: 2 }, [q2!]: { seconds: 500, visits: 1 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.ctx.db.select().from(attempts).where(eq(attempts.id, attemptId));
    expect(row?.questionTimes).toEqual({
      [q1!]: { seconds: 40, visits: 2 },
      [q2!]: { seconds: 100, visits: 1 },
    });

    const stranger = banking.questions[0]!.id;
    const refused = await inject(learner, "PUT", `/api/attempts/${attemptId}/answers`, {
      answers: {},
      questionTimes: { [stranger]: { seconds: 5, visits: 1 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe(`questionTimes.${stranger}`);

    const resumed = await inject(learner, "POST", `/api/quiz/${plain.quizId}/start`);
    expect(resumed.json().questionTimes).toEqual(row?.questionTimes);

    // the submit's own times are the final ones; the result and attempt_answers hold them
    t.clock.advance(20_000);
    const result = await submit(learner, plain.quizId, {
      attemptId,
      answers: answerSheet(plain.questions, 1, 1),
      questionTimes: { [q1!]: { seconds: 50, visits: 3 }, [q2!]: { seconds: 60, visits: 1 } },
    });
    expect(result.review.map((r) => [r.timeSpent, r.visits])).toEqual([
      [50, 3],
      [60, 1],
      [null, null],
    ]);
    const rows = await t.ctx.db
      .select({
        id: attemptAnswers.questionId,
        seconds: attemptAnswers.timeSpent,
        visits: attemptAnswers.visits,
      })
      .from(attemptAnswers)
      .where(eq(attemptAnswers.attemptId, attemptId));
    expect(rows.sort((a, b) => a.id - b.id)).toEqual([
      { id: Number(q1), seconds: 50, visits: 3 },
      { id: Number(q2), seconds: 60, visits: 1 },
      { id: Number(q3), seconds: null, visits: null },
    ]);
    // a quiz without sections has none in its result; JEE sets no cut-off in marks, but its exam's
    // qualifying percentile for JEE Advanced is the bar, with no verdict until a percentile is shown
    expect(result).toMatchObject({ sections: [], cutoff: null, qualifying: null });
    expect(result.qualifyingPercentile).toMatchObject({
      year: 2025,
      category: "General",
      purpose: "jee-advanced",
      percentile: 93.1023262,
      reached: null,
    });
    expect(result.qualifyingPercentile?.source).toMatch(/^NTA, JEE \(Main\) 2025/);
    expect((await inject(learner, "GET", `/api/attempts/${attemptId}`)).json()).toEqual(result);
  });

  it("keeps the last saved times when the submit carries none", async () => {
    t.clock.set(T0);
    const { attemptId } = await start(other, plain.quizId);
    const q1 = String(plain.questions[0]!.id);
    t.clock.advance(30_000);
    await inject(other, "PUT", `/api/attempts/${attemptId}/answers`, {
      answers: {},
      questionTimes: { [q1]: { seconds: 25, visits: 1 } },
    });
    const result = await submit(other, plain.quizId, { attemptId, answers: {} });
    expect(result.review[0]).toMatchObject({ timeSpent: 25, visits: 1 });
  });

  const sectionOf = (result: AttemptResult, name: string) =>
    result.sections?.find((s) => s.name === name) as SectionResult;

  it("shows marks, accuracy and time per section that add up to the totals, and the cut-offs cleared", async () => {
    t.clock.set(T0);
    const { attemptId } = await start(learner, banking.quizId);
    const times = Object.fromEntries(
      banking.questions.map((q, i) => [q.id, { seconds: 10 * (i + 1), visits: 1 }]),
    );
    t.clock.advance(15 * 60_000);
    // English 4 right; Quant 3 right, 1 wrong; Reasoning 1 right, 1 wrong, 2 skipped
    const answers = {
      ...answerSheet(banking.questions, 7, 1),
      ...answerSheet(banking.questions.slice(8), 1, 1),
    };
    const result = await submit(learner, banking.quizId, { attemptId, answers, questionTimes: times });
    expect(result).toMatchObject({ marks: 7.5, maxMarks: 12, correct: 8, wrong: 2, skipped: 2 });
    expect(result.sections?.map((s) => s.name)).toEqual([
      "English",
      "Quantitative Aptitude",
      "Reasoning Ability",
    ]);
    expect(sectionOf(result, "English")).toMatchObject({
      marks: 4,
      maxMarks: 4,
      correct: 4,
      wrong: 0,
      skipped: 0,
      accuracy: 100,
      timeSpent: 10 + 20 + 30 + 40,
    });
    expect(sectionOf(result, "Quantitative Aptitude")).toMatchObject({
      marks: 2.75,
      accuracy: 75,
      timeSpent: 260,
    });
    expect(sectionOf(result, "Reasoning Ability")).toMatchObject({
      marks: 0.75,
      correct: 1,
      wrong: 1,
      skipped: 2,
      accuracy: 50,
      timeSpent: 420,
    });
    const sum = (pick: (s: SectionResult) => number) =>
      (result.sections ?? []).reduce((n, s) => n + pick(s), 0);
    expect(sum((s) => s.marks)).toBe(result.marks);
    expect(sum((s) => s.maxMarks)).toBe(result.maxMarks);
    expect([sum((s) => s.correct), sum((s) => s.wrong), sum((s) => s.skipped)]).toEqual([8, 2, 2]);
    expect(sum((s) => s.timeSpent)).toBe(banking.questions.reduce((n, _, i) => n + 10 * (i + 1), 0));

    // overall: 59.5 of 100 is 7.14 of this test's 12; 7.5 clears it
    expect(result.cutoff).toEqual({
      year: 2024,
      category: "General",
      source: "IBPS PO prelims 2024 cut-off",
      marks: 7.14,
      officialMarks: 59.5,
      officialMaxMarks: 100,
      cleared: true,
    });
    // English 7.5 of 30 -> 1 of 4: cleared; Reasoning 9.5 of 35 -> 1.09 of 4: 0.75 is short
    expect(sectionOf(result, "English").cutoff).toMatchObject({
      marks: 1,
      officialMaxMarks: 30,
      cleared: true,
    });
    expect(sectionOf(result, "Reasoning Ability").cutoff).toMatchObject({ marks: 1.09, cleared: false });
    expect(result.qualifying).toBeNull();
    expect((await inject(learner, "GET", `/api/attempts/${attemptId}`)).json()).toEqual(result);

    // a retake of the wrong and skipped ones is not the paper: its sections, but no cut-off
    const retake = await inject(learner, "POST", `/api/attempts/${attemptId}/retake-wrong`);
    expect(retake.statusCode, retake.body).toBe(200);
    const retaken = await submit(learner, banking.quizId, {
      attemptId: retake.json().attemptId,
      answers: {},
    });
    expect(retaken.sections?.map((s) => [s.name, s.totalQuestions])).toEqual([
      ["Quantitative Aptitude", 1],
      ["Reasoning Ability", 3],
    ]);
    expect(retaken.sections?.every((s) => s.cutoff === null)).toBe(true);
    expect(retaken.cutoff).toBeNull();
  });

  it("falls back to the exam's cut-offs, and a score below it does not clear", async () => {
    await t.ctx.db.update(exams).set({ cutoffs: IBPS_2024 }).where(eq(exams.key, "banking"));
    const practice = await createQuiz(t.ctx.db, { examType: "banking", questionCount: 4 });
    t.clock.set(T0);
    const { attemptId } = await start(other, practice.quizId);
    t.clock.advance(60_000);
    const result = await submit(other, practice.quizId, {
      attemptId,
      answers: answerSheet(practice.questions, 2, 1),
    });
    // 1.75 of 4 against 59.5% of 4 = 2.38
    expect(result.marks).toBe(1.75);
    expect(result.cutoff).toMatchObject({ year: 2024, marks: 2.38, cleared: false });
    expect(result.sections).toEqual([]);
  });

  it("says whether a qualifying paper (UPSC CSAT, 33%) was cleared", async () => {
    const csat = await createQuiz(t.ctx.db, {
      examType: "upsc",
      kind: "mock",
      questionCount: 6,
      markingCorrect: 2.5,
      markingWrong: -5 / 6,
    });
    await t.ctx.db.update(quizzes).set({ qualifyingPercent: 33 }).where(eq(quizzes.id, csat.quizId));
    const take = async (who: SignedIn, right: number, wrong: number) => {
      t.clock.set(T0);
      const { attemptId } = await start(who, csat.quizId);
      t.clock.advance(60_000);
      return submit(who, csat.quizId, { attemptId, answers: answerSheet(csat.questions, right, wrong) });
    };
    // 3 x 2.5 - 5/6 = 6.67 of 15: 44.5%
    const passed = await take(learner, 3, 1);
    expect(passed).toMatchObject({
      marks: 6.67,
      maxMarks: 15,
      percent: 44.5,
      qualifying: { percent: 33, cleared: true, year: 2025, source: expect.stringContaining("CSAT") },
    });
    // a qualifying paper is held to its 33% alone, not to the exam's GS Paper I cut-off in marks
    expect(passed.cutoff).toBeNull();
    // 2 x 2.5 - 5/6 = 4.17 of 15: 27.8%
    const failed = await take(other, 2, 1);
    expect(failed).toMatchObject({ marks: 4.17, percent: 27.8, qualifying: { percent: 33, cleared: false } });
  });
});
