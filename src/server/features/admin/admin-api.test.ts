import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptAnswers, attempts, dailySchedule, questions, quizQuestions, quizzes } from "../../db/schema";
import { createTestApp, type SignedIn, signIn, type TestApp } from "../../test-support/test-app";
import { insertExam } from "./test-fixtures";

const T0 = "2026-11-18T06:00:00.000Z"; // Wednesday 11:30 IST

describe("admin API: categories, quizzes, questions, schedule", () => {
  let t: TestApp;
  let admin: SignedIn;
  let learner: SignedIn;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp({ now: T0 });
    await insertExam(t.ctx.db, "jee");
    await insertExam(t.ctx.db, "upsc");
    admin = await signIn(t.app, { role: "admin" });
    learner = await signIn(t.app, { role: "learner" });
    const category = await send("POST", "/api/admin/categories", {
      name: "JEE Main drills",
      examType: "jee",
    });
    expect(category.statusCode, category.body).toBe(201);
    categoryId = category.json().id;
  });
  afterAll(() => t.close());

  async function send(
    method: InjectOptions["method"],
    url: string,
    payload?: unknown,
    who: SignedIn = admin,
  ) {
    return t.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: { cookie: who.cookie },
    });
  }

  /** Expects a 400 that names the field, and answers the message. */
  async function expect400(method: InjectOptions["method"], url: string, payload: unknown, field: string) {
    const res = await send(method, url, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field, res.body).toBe(field);
    return res.json().message as string;
  }

  async function newQuiz(body: Record<string, unknown> = {}) {
    const res = await send("POST", "/api/admin/quizzes", {
      title: "A quiz",
      description: "",
      categoryId,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; examType: string; timeLimit: number; totalQuestions: number };
  }

  let questionCounter = 0;
  async function newQuestion(quizId: number, body: Record<string, unknown> = {}) {
    questionCounter++;
    const res = await send("POST", "/api/admin/questions", {
      question: `Question number ${questionCounter}?`,
      options: ["one", "two", "three", "four"],
      correctAnswer: 1,
      explanation: "Because two.",
      quizId,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; question: string };
  }

  describe("categories", () => {
    it("creates a category and lists it with its quiz count", async () => {
      const res = await send("POST", "/api/admin/categories", {
        name: "  UPSC Prelims GS  ",
        examType: "upsc",
        description: "General Studies",
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        name: "UPSC Prelims GS",
        examType: "upsc",
        description: "General Studies",
      });
      const list = (await send("GET", "/api/admin/categories")).json() as {
        name: string;
        quizCount: number;
      }[];
      expect(list.find((c) => c.name === "UPSC Prelims GS")).toMatchObject({ quizCount: 0 });
    });

    it("names the field for every bad input", async () => {
      expect(await expect400("POST", "/api/admin/categories", { examType: "jee" }, "name")).toBe(
        "name: is required",
      );
      expect(await expect400("POST", "/api/admin/categories", { name: "   ", examType: "jee" }, "name")).toBe(
        "name: must not be blank",
      );
      expect(await expect400("POST", "/api/admin/categories", { name: "X" }, "examType")).toBe(
        "examType: is required",
      );
      expect(
        await expect400("POST", "/api/admin/categories", { name: "X", examType: "cat" }, "examType"),
      ).toBe("examType: must be one of upsc, jee, neet, ssc, banking");
      expect(
        await expect400("POST", "/api/admin/categories", { name: "X", examType: "neet" }, "examType"),
      ).toBe('examType: the exam "neet" is not set up in this database');
      expect(
        await expect400("POST", "/api/admin/categories", { nmae: "X", name: "Y", examType: "jee" }, "body"),
      ).toBe('body: has unknown field "nmae"');
    });

    it("refuses a second category with the same name in the same exam (409 naming the field)", async () => {
      const res = await send("POST", "/api/admin/categories", { name: "JEE Main drills", examType: "jee" });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'name: a category named "JEE Main drills" already exists for this exam',
        field: "name",
      });
    });
  });

  describe("quizzes", () => {
    it("creates a quiz with the spec's defaults (30 minutes, 10 questions) and the category's exam", async () => {
      const res = await send("POST", "/api/admin/quizzes", {
        title: "Kinematics sprint",
        description: "Ten quick ones",
        categoryId,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        title: "Kinematics sprint",
        examType: "jee",
        categoryName: "JEE Main drills",
        timeLimit: 30,
        totalQuestions: 10,
        kind: "practice",
        difficulty: "medium",
        published: true,
        questionCount: 0,
        attemptCount: 0,
      });
      const list = (await send("GET", "/api/admin/quizzes")).json() as { id: number; categoryName: string }[];
      expect(list.find((q) => q.id === res.json().id)?.categoryName).toBe("JEE Main drills");
    });

    it("names the field for every bad input", async () => {
      const url = "/api/admin/quizzes";
      expect(await expect400("POST", url, { categoryId }, "title")).toBe("title: is required");
      expect(await expect400("POST", url, { title: "T" }, "categoryId")).toBe("categoryId: is required");
      expect(await expect400("POST", url, { title: "T", categoryId: 987654 }, "categoryId")).toBe(
        "categoryId: there is no category with id 987654",
      );
      expect(await expect400("POST", url, { title: "T", categoryId, timeLimit: 0 }, "timeLimit")).toBe(
        "timeLimit: must be at least 1",
      );
      expect(await expect400("POST", url, { title: "T", categoryId, timeLimit: "30" }, "timeLimit")).toBe(
        "timeLimit: must be a number",
      );
      expect(
        await expect400("POST", url, { title: "T", categoryId, totalQuestions: 2.5 }, "totalQuestions"),
      ).toBe("totalQuestions: must be a whole number");
      expect(await expect400("POST", url, { title: "T", categoryId, kind: "weekly" }, "kind")).toBe(
        "kind: must be one of daily, practice, mock, past_paper",
      );
    });

    it("edits, unpublishes and republishes a quiz", async () => {
      const quiz = await newQuiz({ title: "Draft" });
      const edited = await send("PUT", `/api/admin/quizzes/${quiz.id}`, {
        title: "Optics in 15 minutes",
        timeLimit: 15,
        difficulty: "hard",
        published: false,
        markingCorrect: 3,
        markingWrong: -1,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({
        title: "Optics in 15 minutes",
        timeLimit: 15,
        difficulty: "hard",
        published: false,
        markingCorrect: 3,
        markingWrong: -1,
      });
      const [row] = await t.ctx.db.select().from(quizzes).where(eq(quizzes.id, quiz.id));
      expect(row?.published).toBe(false);
      const republished = await send("PUT", `/api/admin/quizzes/${quiz.id}`, { published: true });
      expect(republished.json().published).toBe(true);
      expect(republished.json().title).toBe("Optics in 15 minutes");

      expect(await expect400("PUT", `/api/admin/quizzes/${quiz.id}`, {}, "body")).toBe(
        "body: send at least one field to change",
      );
      expect(await expect400("PUT", `/api/admin/quizzes/${quiz.id}`, { published: "yes" }, "published")).toBe(
        "published: must be true or false",
      );
      expect((await send("PUT", "/api/admin/quizzes/987654", { published: true })).statusCode).toBe(404);
    });

    it("deletes a quiz nobody attempted, and refuses (409) one that has attempts", async () => {
      const unused = await newQuiz({ title: "Unused" });
      await newQuestion(unused.id);
      const del = await send("DELETE", `/api/admin/quizzes/${unused.id}`);
      expect(del.statusCode).toBe(200);
      expect(await t.ctx.db.select().from(quizzes).where(eq(quizzes.id, unused.id))).toEqual([]);

      const taken = await newQuiz({ title: "Taken" });
      await t.ctx.db
        .insert(attempts)
        .values({ userId: learner.user.id, quizId: taken.id, questionIds: [], deadline: new Date(T0) });
      const refused = await send("DELETE", `/api/admin/quizzes/${taken.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Learners have attempted "Taken", so deleting it would remove their results. Unpublish it instead.',
      );
      expect(await t.ctx.db.select().from(quizzes).where(eq(quizzes.id, taken.id))).toHaveLength(1);
      expect((await send("DELETE", "/api/admin/quizzes/987654")).statusCode).toBe(404);
    });
  });

  describe("questions", () => {
    it("adds a question to the end of a quiz, in the quiz's exam", async () => {
      const quiz = await newQuiz();
      const first = await newQuestion(quiz.id);
      const second = await newQuestion(quiz.id, {
        subject: "Physics",
        topic: "Kinematics",
        difficulty: "hard",
        questionHi: "प्रश्न?",
        optionsHi: ["एक", "दो", "तीन", "चार"],
        explanationHi: "क्योंकि दो।",
      });
      const links = await t.ctx.db
        .select()
        .from(quizQuestions)
        .where(eq(quizQuestions.quizId, quiz.id))
        .orderBy(quizQuestions.position);
      expect(links.map((l) => [l.questionId, l.position])).toEqual([
        [first.id, 0],
        [second.id, 1],
      ]);
      const [row] = await t.ctx.db.select().from(questions).where(eq(questions.id, second.id));
      expect(row).toMatchObject({
        examType: "jee",
        subject: "Physics",
        topic: "Kinematics",
        difficulty: "hard",
        correctIndex: 1,
        textHi: "प्रश्न?",
        optionsHi: ["एक", "दो", "तीन", "चार"],
        explanationHi: "क्योंकि दो।",
      });
      const quizRow = (await send("GET", "/api/admin/quizzes"))
        .json()
        .find((q: { id: number }) => q.id === quiz.id);
      expect(quizRow.questionCount).toBe(2);
    });

    it("names the field for every bad input", async () => {
      const quiz = await newQuiz();
      const good = {
        question: "Q?",
        options: ["a", "b", "c", "d"],
        correctAnswer: 0,
        explanation: "",
        quizId: quiz.id,
      };
      const url = "/api/admin/questions";
      expect(await expect400("POST", url, { ...good, question: " " }, "question")).toBe(
        "question: must not be blank",
      );
      expect(await expect400("POST", url, { ...good, options: ["a", "b", "c"] }, "options")).toBe(
        "options: must have exactly 4 options",
      );
      expect(await expect400("POST", url, { ...good, options: ["a", "b", "  ", "d"] }, "options.2")).toBe(
        "options.2: must not be blank",
      );
      expect(await expect400("POST", url, { ...good, options: ["a", "b", "A", "d"] }, "options")).toBe(
        "options: must not contain the same option twice",
      );
      expect(await expect400("POST", url, { ...good, correctAnswer: 4 }, "correctAnswer")).toBe(
        "correctAnswer: must be from 0 to 3 (the index of the correct option)",
      );
      const { quizId: _, ...noQuiz } = good;
      expect(await expect400("POST", url, noQuiz, "quizId")).toBe("quizId: is required");
      expect(await expect400("POST", url, { ...good, quizId: 987654 }, "quizId")).toBe(
        "quizId: there is no quiz with id 987654",
      );
      expect(await expect400("POST", url, { ...good, questionHi: "प्रश्न" }, "optionsHi")).toBe(
        "optionsHi: is required when questionHi is given (the four options in Hindi)",
      );
      expect(await expect400("POST", url, { ...good, difficulty: "tricky" }, "difficulty")).toBe(
        "difficulty: must be one of easy, medium, hard",
      );
      const before = await t.ctx.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quiz.id));
      expect(before).toEqual([]);
    });

    it("refuses the same question twice in one quiz (409 naming the field)", async () => {
      const quiz = await newQuiz({ title: "No repeats" });
      await newQuestion(quiz.id, { question: "What is the SI unit of force?" });
      const again = await send("POST", "/api/admin/questions", {
        question: "  what is the SI unit   of force? ",
        options: ["newton", "joule", "watt", "pascal"],
        correctAnswer: 0,
        explanation: "",
        quizId: quiz.id,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        message: 'question: "No repeats" already has this question',
        field: "question",
      });
    });

    it("lists and searches the bank by quiz, exam and text, page by page", async () => {
      const quiz = await newQuiz({ title: "Searchable" });
      const a = await newQuestion(quiz.id, { question: "Which vector has zebra stripes?" });
      const b = await newQuestion(quiz.id, {
        question: "Plain question about momentum?",
        topic: "Zebra topic",
      });
      const byQuiz = (await send("GET", `/api/admin/questions?quizId=${quiz.id}`)).json();
      expect(byQuiz.items.map((q: { id: number }) => q.id)).toEqual([a.id, b.id]);
      expect(byQuiz.items[0].quizzes).toEqual([{ id: quiz.id, title: "Searchable" }]);
      const search = (await send("GET", "/api/admin/questions?search=ZEBRA")).json();
      expect(search.items.map((q: { id: number }) => q.id).sort()).toEqual([a.id, b.id].sort());
      expect(search.total).toBe(2);
      // wildcards are literal text
      expect((await send("GET", "/api/admin/questions?search=%25")).json().total).toBe(0);
      expect((await send("GET", "/api/admin/questions?examType=upsc")).json().total).toBe(0);
      const all = (await send("GET", "/api/admin/questions")).json();
      expect(all.pageSize).toBe(20);
      expect(all.total).toBeGreaterThanOrEqual(2);
      const badPage = await send("GET", "/api/admin/questions?page=0");
      expect(badPage.statusCode).toBe(400);
      expect(badPage.json()).toEqual({ message: "page: must be at least 1", field: "page" });
    });

    it("edits a question, including subject, topic, difficulty and the Hindi fields", async () => {
      const quiz = await newQuiz();
      const q = await newQuestion(quiz.id);
      const res = await send("PUT", `/api/admin/questions/${q.id}`, {
        question: "Edited question?",
        options: ["w", "x", "y", "z"],
        correctAnswer: 3,
        subject: "Mathematics",
        topic: "Calculus",
        difficulty: "easy",
        questionHi: "संपादित प्रश्न?",
        optionsHi: ["क", "ख", "ग", "घ"],
        explanationHi: "व्याख्या",
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        question: "Edited question?",
        options: ["w", "x", "y", "z"],
        correctAnswer: 3,
        subject: "Mathematics",
        topic: "Calculus",
        difficulty: "easy",
        questionHi: "संपादित प्रश्न?",
        optionsHi: ["क", "ख", "ग", "घ"],
        explanationHi: "व्याख्या",
        explanation: "Because two.",
      });
      // null clears the Hindi version
      const cleared = await send("PUT", `/api/admin/questions/${q.id}`, {
        questionHi: null,
        optionsHi: null,
        explanationHi: null,
      });
      expect(cleared.json()).toMatchObject({ questionHi: null, optionsHi: null, explanationHi: null });
      expect(
        await expect400(
          "PUT",
          `/api/admin/questions/${q.id}`,
          { optionsHi: ["a", "b", "c", "d"] },
          "questionHi",
        ),
      ).toBe("questionHi: is required when optionsHi is given");
      expect(
        await expect400("PUT", `/api/admin/questions/${q.id}`, { correctAnswer: -1 }, "correctAnswer"),
      ).toContain("correctAnswer:");
      expect((await send("PUT", "/api/admin/questions/987654", { topic: "X" })).statusCode).toBe(404);
    });

    it("soft-deletes a question a learner answered: the result and its review still work", async () => {
      const quiz = await newQuiz({ title: "Answered" });
      const q1 = await newQuestion(quiz.id, { question: "Kept question?" });
      const q2 = await newQuestion(quiz.id, { question: "Doomed question?" });
      // a learner takes the quiz through the real attempt endpoints
      const start = await send("POST", `/api/quiz/${quiz.id}/start`, undefined, learner);
      expect(start.statusCode, start.body).toBe(200);
      const attemptId = start.json().attemptId as number;
      const submit = await send(
        "POST",
        `/api/quiz/${quiz.id}/submit`,
        { attemptId, timeSpent: 30, answers: { [q1.id]: 1, [q2.id]: 0 } },
        learner,
      );
      expect(submit.statusCode, submit.body).toBe(200);
      const resultBefore = (await send("GET", `/api/attempts/${attemptId}`, undefined, learner)).json();

      const del = await send("DELETE", `/api/admin/questions/${q2.id}`);
      expect(del.statusCode).toBe(200);
      expect(del.json()).toEqual({ ok: true, id: q2.id });

      const [row] = await t.ctx.db.select().from(questions).where(eq(questions.id, q2.id));
      expect(row?.deletedAt).not.toBeNull();
      expect(row?.text).toBe("Doomed question?");
      expect(await t.ctx.db.select().from(quizQuestions).where(eq(quizQuestions.questionId, q2.id))).toEqual(
        [],
      );
      const answers = await t.ctx.db
        .select()
        .from(attemptAnswers)
        .where(and(eq(attemptAnswers.attemptId, attemptId), eq(attemptAnswers.questionId, q2.id)));
      expect(answers).toHaveLength(1);

      const resultAfter = await send("GET", `/api/attempts/${attemptId}`, undefined, learner);
      expect(resultAfter.statusCode, resultAfter.body).toBe(200);
      expect(resultAfter.json().review).toEqual(resultBefore.review);
      expect(resultAfter.json().review.map((r: { question: string }) => r.question)).toContain(
        "Doomed question?",
      );

      // gone from the bank, from the quiz, and from new attempts
      const list = (await send("GET", `/api/admin/questions?quizId=${quiz.id}`)).json();
      expect(list.items.map((q: { id: number }) => q.id)).toEqual([q1.id]);
      expect((await send("DELETE", `/api/admin/questions/${q2.id}`)).statusCode).toBe(404);
      expect((await send("PUT", `/api/admin/questions/${q2.id}`, { topic: "X" })).statusCode).toBe(404);
    });
  });

  describe("daily schedule", () => {
    it("schedules a quiz for an IST date, replacing that date's entry", async () => {
      const a = await newQuiz({ title: "Daily A" });
      const b = await newQuiz({ title: "Daily B" });
      const first = await send("PUT", "/api/admin/daily-schedule", { date: "2026-11-20", quizId: a.id });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ date: "2026-11-20", quizId: a.id, quizTitle: "Daily A" });
      const replaced = await send("PUT", "/api/admin/daily-schedule", { date: "2026-11-20", quizId: b.id });
      expect(replaced.statusCode).toBe(200);
      await send("PUT", "/api/admin/daily-schedule", { date: "2026-11-18", quizId: a.id });
      const rows = await t.ctx.db.select().from(dailySchedule).where(eq(dailySchedule.date, "2026-11-20"));
      expect(rows).toEqual([{ date: "2026-11-20", quizId: b.id }]);
      const list = (await send("GET", "/api/admin/daily-schedule")).json();
      expect(list.today).toBe("2026-11-18");
      expect(list.entries.map((e: { date: string; quizTitle: string }) => [e.date, e.quizTitle])).toEqual([
        ["2026-11-20", "Daily B"],
        ["2026-11-18", "Daily A"],
      ]);
    });

    it("names the field for a bad date or quiz", async () => {
      const quiz = await newQuiz({ title: "Schedulable" });
      const url = "/api/admin/daily-schedule";
      expect(await expect400("PUT", url, { date: "20/11/2026", quizId: quiz.id }, "date")).toBe(
        "date: must be a date written YYYY-MM-DD",
      );
      expect(await expect400("PUT", url, { date: "2026-02-30", quizId: quiz.id }, "date")).toBe(
        "date: is not a real calendar date (2000-2100)",
      );
      // 2026-11-18 06:00 UTC is 11:30 IST on the 18th: the 17th is past
      expect(await expect400("PUT", url, { date: "2026-11-17", quizId: quiz.id }, "date")).toBe(
        "date: 2026-11-17 is in the past (today in India is 2026-11-18)",
      );
      expect(await expect400("PUT", url, { date: "2026-12-01", quizId: 987654 }, "quizId")).toBe(
        "quizId: there is no quiz with id 987654",
      );
      await send("PUT", `/api/admin/quizzes/${quiz.id}`, { published: false });
      expect(await expect400("PUT", url, { date: "2026-12-01", quizId: quiz.id }, "quizId")).toBe(
        'quizId: "Schedulable" is unpublished; publish it before scheduling it',
      );
      expect(await t.ctx.db.select().from(dailySchedule).where(eq(dailySchedule.date, "2026-12-01"))).toEqual(
        [],
      );
    });
  });
});
