import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questionAuditLog, questions } from "~/server/db/schema";
import { createQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { takeQuiz } from "~/server/test-support/take-quiz";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

const T0 = "2026-11-18T06:00:00.000Z";

describe("an ordinary edit cannot change the key of a question submitted attempts hold", () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ now: T0 });
    await insertExams(t.ctx.db);
    admin = await signIn(t.app, { role: "admin", email: "zq-admin@example.com" });
  });
  afterAll(() => t.close());

  const edit = (questionId: number, body: Record<string, unknown>) =>
    t.app.inject({
      method: "PUT",
      url: `/api/admin/questions/${questionId}`,
      payload: body,
      headers: { cookie: admin.cookie },
    });
  const stored = async (id: number) =>
    (await t.ctx.db.select().from(questions).where(eq(questions.id, id)))[0]!;

  it("refuses a key change (and the wording sent with it) once a submitted attempt holds the question", async () => {
    const paper = await createQuiz(t.ctx.db, {
      examType: "jee",
      questionCount: 4,
      title: "Zq-Answered drill",
    });
    const q1 = paper.questions[0]!;
    const learner = await signIn(t.app, { role: "learner", email: "zq-taker@example.com" });
    await takeQuiz(t, { userId: learner.user.id, quizId: paper.quizId, results: "cccc", submittedAt: T0 });
    const before = await stored(q1.id);

    const refused = await edit(q1.id, { correctAnswer: 2, question: "Zq- reworded with a new key" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This question is in submitted attempts: its key cannot change through an edit (nothing was saved). Use "Correct key" so every attempt is re-scored, then edit the wording on its own.',
    );
    const after = await stored(q1.id);
    expect([after.correctIndex, after.text, after.version]).toEqual([before.correctIndex, before.text, 1]);
    expect(
      await t.ctx.db.select().from(questionAuditLog).where(eq(questionAuditLog.questionId, q1.id)),
    ).toEqual([]);

    // the same key with a new wording is an ordinary edit
    const wording = await edit(q1.id, { correctAnswer: before.correctIndex, question: "Zq- reworded only" });
    expect(wording.statusCode, wording.body).toBe(200);
    expect(wording.json()).toMatchObject({
      question: "Zq- reworded only",
      correctAnswer: before.correctIndex,
    });
  });

  it("lets the edit change the key of a question no submitted attempt holds", async () => {
    const paper = await createQuiz(t.ctx.db, { examType: "jee", questionCount: 4, title: "Zq-Fresh drill" });
    const q1 = paper.questions[0]!;
    // an attempt started but never submitted does not hold the key
    const learner = await signIn(t.app, { role: "learner", email: "zq-starter@example.com" });
    const started = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${paper.quizId}/start`,
      headers: { cookie: learner.cookie },
    });
    expect(started.statusCode, started.body).toBeLessThan(300);

    const changed = await edit(q1.id, { correctAnswer: 2, question: "Zq- new key and wording" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ correctAnswer: 2, question: "Zq- new key and wording" });
    expect(await stored(q1.id)).toMatchObject({
      correctIndex: 2,
      text: "Zq- new key and wording",
      version: 2,
    });
  });
});
