import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptRequests, T0 } from "~/server/test-support/attempts-app";
import { createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import type { AnswerPace } from "~/shared/contract/answer-pace";

/*
 * GET /api/attempts/{id}/pace under the test clock: a JEE mock test (the official pace, 180 minutes
 * for 75 questions = 144 s a question) taken with recorded question times.
 */
describe("pace analysis of a submitted attempt", () => {
  let t: TestApp;
  let learner: SignedIn;
  let other: SignedIn;
  let mock: FixtureQuiz;

  beforeAll(async () => {
    t = await createTestApp({ now: T0 });
    await insertExams(t.ctx.db);
    mock = await createQuiz(t.ctx.db, {
      examType: "jee",
      kind: "mock",
      timeLimit: 30,
      sections: [
        { name: "Physics", size: 3 },
        { name: "Chemistry", size: 3 },
      ],
    });
    learner = await signIn(t.app, { role: "premium", firstName: "Zq-Pace", lastName: "Learner" });
    other = await signIn(t.app, { role: "premium", firstName: "Zq-Other", lastName: "Learner" });
  });
  afterAll(() => t.close());

  const { inject, start } = attemptRequests(() => t);
  const q = (i: number) => {
    const question = mock.questions[i];
    if (!question) throw new Error(`no question ${i}`);
    return question;
  };
  const wrongOf = (i: number) => (q(i).correctIndex + 1) % 4;

  it("answers 409 before submit, then places every answer and lists the careless ones", async () => {
    t.clock.set(T0);
    const { attemptId } = await start(learner, mock.quizId);
    const before = await inject(learner, "GET", `/api/attempts/${attemptId}/pace`);
    expect(before.statusCode).toBe(409);
    expect(before.body).not.toContain("SECRET-EXPLANATION");

    t.clock.advance(16 * 60_000);
    // q0 right in 60 s, q1 wrong in 30 s, q2 wrong in 400 s, q3 right in 300 s, q4 skipped, q5 wrong in 100 s
    const times = [60, 30, 400, 300, 10, 100];
    const submitted = await inject(learner, "POST", `/api/quiz/${mock.quizId}/submit`, {
      attemptId,
      timeSpent: 0,
      answers: {
        [q(0).id]: q(0).correctIndex,
        [q(1).id]: wrongOf(1),
        [q(2).id]: wrongOf(2),
        [q(3).id]: q(3).correctIndex,
        [q(5).id]: wrongOf(5),
      },
      questionTimes: Object.fromEntries(times.map((seconds, i) => [q(i).id, { seconds, visits: 1 }])),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    const res = await inject(learner, "GET", `/api/attempts/${attemptId}/pace`);
    expect(res.statusCode, res.body).toBe(200);
    const pace = res.json<AnswerPace>();
    expect(pace).toMatchObject({ paceSeconds: 144, basis: "official", timed: true });
    expect(pace.counts).toEqual({
      "fast-correct": 1,
      "slow-correct": 1,
      "fast-wrong": 2,
      "slow-wrong": 1,
      skipped: 1,
      untimed: 0,
    });
    expect(pace.careless).toEqual([
      {
        questionId: q(1).id,
        number: 2,
        question: expect.stringContaining("question 2"),
        subject: q(1).subject,
        topic: "Topic 1",
        yourAnswer: `${"ABCD"[wrongOf(1)]}. Option ${"ABCD"[wrongOf(1)]}`,
        // the fixture's questions are written in Hindi too: the careless line comes in both languages
        hi: { question: "प्रश्न 2", yourAnswer: `${"ABCD"[wrongOf(1)]}. विकल्प ${"ABCD"[wrongOf(1)]}` },
        seconds: 30,
      },
      expect.objectContaining({
        questionId: q(5).id,
        number: 6,
        seconds: 100,
        hi: { question: "प्रश्न 6", yourAnswer: `${"ABCD"[wrongOf(5)]}. विकल्प ${"ABCD"[wrongOf(5)]}` },
      }),
    ]);
    expect(pace.sections).toEqual([
      { name: "Physics", questions: 3, seconds: 490, paceSeconds: 432 },
      { name: "Chemistry", questions: 3, seconds: 410, paceSeconds: 432 },
    ]);

    const someoneElse = await inject(other, "GET", `/api/attempts/${attemptId}/pace`);
    expect(someoneElse.statusCode).toBe(404);
  });

  it("says an attempt without recorded times is untimed instead of guessing", async () => {
    t.clock.set(T0);
    const { attemptId } = await start(other, mock.quizId);
    t.clock.advance(5 * 60_000);
    const submitted = await inject(other, "POST", `/api/quiz/${mock.quizId}/submit`, {
      attemptId,
      timeSpent: 0,
      answers: { [q(0).id]: wrongOf(0), [q(1).id]: q(1).correctIndex },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const pace = (await inject(other, "GET", `/api/attempts/${attemptId}/pace`)).json<AnswerPace>();
    expect(pace.timed).toBe(false);
    expect(pace.counts).toMatchObject({ "fast-wrong": 0, "fast-correct": 0, untimed: 2, skipped: 4 });
    expect(pace.careless).toEqual([]);
  });
});
