import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewCards } from "~/server/db/schema";
import { runDueJobs } from "~/server/jobs/worker";
import { createQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { takeQuiz } from "~/server/test-support/take-quiz";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

const T0 = "2026-11-18T06:00:00.000Z";

describe("review cards follow a key correction", () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ now: T0 });
    await insertExams(t.ctx.db);
    admin = await signIn(t.app, { role: "admin", email: "zq-admin@example.com" });
  });
  afterAll(() => t.close());

  const correct = async (questionId: number, body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/questions/${questionId}/corrections`,
      payload: {
        explanation: "Zq- why the corrected key is right",
        explanationHi: "Zq- सही कुंजी क्यों",
        ...body,
      },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(202);
  };
  const cardsOf = async (userId: number) =>
    (
      await t.ctx.db
        .select({ questionId: reviewCards.questionId, source: reviewCards.source, reps: reviewCards.reps })
        .from(reviewCards)
        .where(eq(reviewCards.userId, userId))
    ).sort((a, b) => a.questionId - b.questionId);

  it("withdraws a never-reviewed card of a mistake made right; keeps a reviewed one, a blank's and one still wrong elsewhere", async () => {
    // keys A, B, C, D; "w" answers the next option (B, C, D)
    const paper = await createQuiz(t.ctx.db, { examType: "jee", questionCount: 4, title: "Zq-Cards drill" });
    const [q1, q2, q3, q4] = paper.questions.map((q) => q.id) as [number, number, number, number];
    const solo = await signIn(t.app, { role: "learner", email: "zq-solo@example.com" });
    await takeQuiz(t, { userId: solo.user.id, quizId: paper.quizId, results: "wwws", submittedAt: T0 });
    // "twice" answered question 1 with B, then again with C
    const twice = await signIn(t.app, { role: "learner", email: "zq-twice@example.com" });
    await takeQuiz(t, { userId: twice.user.id, quizId: paper.quizId, results: "wccc", submittedAt: T0 });
    await takeQuiz(t, {
      userId: twice.user.id,
      quizId: paper.quizId,
      results: "vccc",
      answers: { [String(q1)]: 2 },
      submittedAt: "2026-11-18T07:00:00.000Z",
    });
    expect((await cardsOf(solo.user.id)).map((c) => `${c.questionId}/${c.source}/${c.reps}`)).toEqual([
      `${q1}/wrong/0`,
      `${q2}/wrong/0`,
      `${q3}/wrong/0`,
      `${q4}/skipped/0`,
    ]);

    // the learner reviews question 2's card before the correction
    t.clock.set("2026-11-18T08:00:00.000Z");
    const reviewed = await t.app.inject({
      method: "POST",
      url: `/api/user/review/${q2}`,
      payload: { answer: 1 },
      headers: { cookie: solo.cookie },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);

    t.clock.set("2026-11-19T05:00:00.000Z");
    await correct(q1, { action: "accept_option", acceptedOption: 1, reason: "Zq- B is right too" });
    await correct(q2, { action: "key_change", correctAnswer: 2, reason: "Zq- the key is C" });
    await correct(q3, { action: "drop", reason: "Zq- no option is right" });
    await correct(q4, { action: "drop", reason: "Zq- misprint" });
    await runDueJobs(t.ctx);

    // 1 and 3 withdrawn; 2 kept (reviewed, its history stays); 4 kept (a blank earns nothing from a drop)
    expect(await cardsOf(solo.user.id)).toEqual([
      { questionId: q2, source: "wrong", reps: 1 },
      { questionId: q4, source: "skipped", reps: 0 },
    ]);
    const queue = (
      await t.app.inject({ method: "GET", url: "/api/user/review-queue", headers: { cookie: solo.cookie } })
    ).json();
    expect(queue.dueCount).toBe(1);
    // question 1 is right in "twice"'s first attempt only: C is still wrong, so the card stays
    const twiceCard = await t.ctx.db
      .select({ reps: reviewCards.reps })
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, twice.user.id), eq(reviewCards.questionId, q1)));
    expect(twiceCard).toEqual([{ reps: 0 }]);
  });
});
