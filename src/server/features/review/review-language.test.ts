import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertExams } from "~/server/test-support/leaderboard-fixtures";
import { takeQuiz } from "~/server/test-support/take-quiz";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import { reviewOutcomeSchema, reviewQueueSchema } from "~/shared/contract/review";

/*
 * A review card of a question written in English and Hindi, sharing a table: the queue carries both
 * languages of the question and of the table, typeset, and the checked card both explanations, so
 * the deck can show the card in the learner's language as the halls do.
 */
describe("a review card carries its Hindi", () => {
  let t: TestApp;
  let admin: SignedIn;
  let learner: SignedIn;
  let quizId: number;
  let questionId: number;
  let stimulusId: number;

  const send = (who: SignedIn, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { cookie: who.cookie } });
  const created = async (who: SignedIn, url: string, payload: unknown) => {
    const res = await send(who, "POST", url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: "2026-11-18T06:00:00.000Z" });
    await insertExams(t.ctx.db);
    admin = await signIn(t.app, { role: "admin", email: "zq-deck-admin@example.com" });
    learner = await signIn(t.app, { firstName: "Zq-Deck", email: "zq-deck-learner@example.com" });
    const categoryId = (
      await send(admin, "POST", "/api/admin/categories", { name: "Zq deck", examType: "ssc" })
    ).json<{
      id: number;
    }>().id;
    quizId = await created(admin, "/api/admin/quizzes", { title: "Zq deck quiz", categoryId });
    stimulusId = await created(admin, "/api/admin/stimuli", {
      examType: "ssc",
      kind: "table",
      title: "Zq-capitals",
      body: "| Country | Capital |\n|---|---|\n| Zq-India | New Delhi |",
      titleHi: "Zq-राजधानियाँ",
      bodyHi: "| देश | राजधानी |\n|---|---|\n| Zq-भारत | नई दिल्ली |",
    });
    questionId = await created(admin, "/api/admin/questions", {
      quizId,
      question: "Zq-Which city is the capital of India?",
      options: ["Mumbai", "New Delhi", "Kolkata", "Chennai"],
      correctAnswer: 1,
      explanation: "Zq-New Delhi has been the capital since 1931.",
      questionHi: "Zq-भारत की राजधानी कौन-सा नगर है?",
      optionsHi: ["मुंबई", "नई दिल्ली", "कोलकाता", "चेन्नई"],
      explanationHi: "Zq-नई दिल्ली 1931 से राजधानी है।",
      stimulusId,
    });
    const published = await send(admin, "PUT", `/api/admin/quizzes/${quizId}`, { published: true });
    expect(published.statusCode, published.body).toBe(200);
    await takeQuiz(t, { userId: learner.user.id, quizId, results: "w", submittedAt: t.clock.now });
  });
  afterAll(() => t?.close());

  it("the queue holds the question, its options and its table in both languages, without the key", async () => {
    const res = await send(learner, "GET", "/api/user/review-queue");
    expect(res.statusCode, res.body).toBe(200);
    const queue = reviewQueueSchema.parse(res.json());
    const card = queue.cards.find((c) => c.questionId === questionId);
    expect(card).toMatchObject({
      stimulusId,
      hi: { question: "Zq-भारत की राजधानी कौन-सा नगर है?", options: ["मुंबई", "नई दिल्ली", "कोलकाता", "चेन्नई"] },
      html: {
        question: "Zq-Which city is the capital of India?",
        options: ["Mumbai", "New Delhi", "Kolkata", "Chennai"],
        hi: { question: "Zq-भारत की राजधानी कौन-सा नगर है?", options: ["मुंबई", "नई दिल्ली", "कोलकाता", "चेन्नई"] },
      },
    });
    expect(res.body).not.toContain("1931");
    const [table] = queue.stimuli;
    expect(queue.stimuli).toHaveLength(1);
    expect(table).toMatchObject({ id: stimulusId, kind: "table", hi: { title: "Zq-राजधानियाँ" } });
    expect(table?.html.body).toEqual([
      {
        kind: "table",
        header: ["Country", "Capital"],
        align: [null, null],
        rows: [["Zq-India", "New Delhi"]],
      },
    ]);
    expect(table?.html.hi).toEqual([
      { kind: "table", header: ["देश", "राजधानी"], align: [null, null], rows: [["Zq-भारत", "नई दिल्ली"]] },
    ]);
  });

  it("the checked card answers the explanation in both languages", async () => {
    const res = await send(learner, "POST", `/api/user/review/${questionId}`, { answer: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const { question } = reviewOutcomeSchema.parse(res.json());
    expect(question.html).toMatchObject({
      hi: { question: "Zq-भारत की राजधानी कौन-सा नगर है?" },
      explanation: "Zq-New Delhi has been the capital since 1931.",
      explanationHi: "Zq-नई दिल्ली 1931 से राजधानी है।",
    });
  });
});
