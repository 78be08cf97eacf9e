import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedback } from "~/server/db/schema";
import { insertExam } from "~/server/test-support/exam-row";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

describe("feedback: POST /api/feedback and the admin list", () => {
  let t: TestApp;
  let learner: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ now: "2026-11-18T06:00:00.000Z" });
    learner = await signIn(t.app, { role: "learner", firstName: "Zq-Meera", lastName: "Iyer" });
    admin = await signIn(t.app, { role: "admin" });
  });
  afterAll(() => t.close());

  /** Each call starts a fresh rate-limit window unless told otherwise. */
  const post = (payload: unknown, who: SignedIn | null = learner, freshWindow = true) => {
    if (freshWindow) t.clock.advance(61_000);
    return t.app.inject({
      method: "POST",
      url: "/api/feedback",
      payload: payload as object,
      headers: who ? { cookie: who.cookie } : {},
    });
  };
  const list = async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/feedback",
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it("stores feedback from a signed-in learner and from a signed-out visitor", async () => {
    const mine = await post({ rating: 4, category: "ui-ux", feedback: "  The dark text is easy to read.  " });
    expect(mine.statusCode, mine.body).toBe(201);
    const anon = await post(
      { rating: 2, category: "mobile", feedback: "Buttons are small on my phone." },
      null,
    );
    expect(anon.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(feedback).where(eq(feedback.id, mine.json().id));
    expect(row).toMatchObject({
      userId: learner.user.id,
      rating: 4,
      category: "ui-ux",
      feedback: "The dark text is easy to read.",
      questionId: null,
    });
    const [anonRow] = await t.ctx.db.select().from(feedback).where(eq(feedback.id, anon.json().id));
    expect(anonRow?.userId).toBeNull();
  });

  it("names the field for every bad input and stores nothing", async () => {
    const before = (await t.ctx.db.select().from(feedback)).length;
    const cases: [unknown, string, string][] = [
      [{ category: "bugs", feedback: "x" }, "rating", "rating: is required"],
      [{ rating: 0, category: "bugs", feedback: "x" }, "rating", "rating: must be from 1 to 5"],
      [{ rating: 6, category: "bugs", feedback: "x" }, "rating", "rating: must be from 1 to 5"],
      [
        { rating: 3.5, category: "bugs", feedback: "x" },
        "rating",
        "rating: must be a whole number from 1 to 5",
      ],
      [{ rating: "5", category: "bugs", feedback: "x" }, "rating", "rating: must be a number from 1 to 5"],
      [{ rating: 5, feedback: "x" }, "category", "category: is required"],
      [
        { rating: 5, category: "praise", feedback: "x" },
        "category",
        "category: must be one of ui-ux, questions, performance, features, mobile, bugs, other",
      ],
      [{ rating: 5, category: "bugs" }, "feedback", "feedback: is required"],
      [{ rating: 5, category: "bugs", feedback: " \n\t " }, "feedback", "feedback: must not be blank"],
      [
        { rating: 5, category: "bugs", feedback: "x".repeat(5001) },
        "feedback",
        "feedback: must be at most 5000 characters",
      ],
      [
        { rating: 5, category: "bugs", feedback: "x", questionId: 987654 },
        "questionId",
        "questionId: there is no question with id 987654",
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ message, field });
    }
    expect((await t.ctx.db.select().from(feedback)).length).toBe(before);
  });

  it("links a question report to its question and shows admins the question, newest first", async () => {
    await insertExam(t.ctx.db, "jee");
    const category = await t.app.inject({
      method: "POST",
      url: "/api/admin/categories",
      payload: { name: "Reports", examType: "jee" },
      headers: { cookie: admin.cookie },
    });
    const quiz = await t.app.inject({
      method: "POST",
      url: "/api/admin/quizzes",
      payload: { title: "Reported quiz", categoryId: category.json().id },
      headers: { cookie: admin.cookie },
    });
    const question = await t.app.inject({
      method: "POST",
      url: "/api/admin/questions",
      payload: {
        question: "What is the acceleration due to gravity near the Earth's surface?",
        options: ["9.8 m/s²", "8.9 m/s²", "98 m/s²", "0.98 m/s²"],
        correctAnswer: 1,
        explanation: "",
        quizId: quiz.json().id,
      },
      headers: { cookie: admin.cookie },
    });
    const questionId = question.json().id as number;
    const report = await post({
      rating: 1,
      category: "questions",
      feedback: "The marked answer is wrong: it should be 9.8 m/s².",
      questionId,
    });
    expect(report.statusCode).toBe(201);

    const { items, total } = await list();
    expect(total).toBe(3);
    expect(items.map((i: { category: string }) => i.category)).toEqual(["questions", "mobile", "ui-ux"]);
    expect(items[0]).toMatchObject({
      rating: 1,
      feedback: "The marked answer is wrong: it should be 9.8 m/s².",
      user: { id: learner.user.id, name: "Zq-Meera Iyer" },
      question: {
        id: questionId,
        text: "What is the acceleration due to gravity near the Earth's surface?",
        deleted: false,
      },
    });
    expect(items[1]).toMatchObject({ user: null, question: null });

    // a deleted question still shows with its report
    await t.app.inject({
      method: "DELETE",
      url: `/api/admin/questions/${questionId}`,
      headers: { cookie: admin.cookie },
    });
    expect((await list()).items[0].question).toMatchObject({ id: questionId, deleted: true });
  });

  it('rate limits feedback ("feedback": 10 a minute)', async () => {
    t.clock.advance(61_000);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post({ rating: 5, category: "other", feedback: `note ${i}` }, learner, false);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});
