import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptAnswers, questions, quizQuestions } from "~/server/db/schema";
import { adminRequests, startAdminApp } from "~/server/test-support/admin-app";
import type { SignedIn, TestApp } from "~/server/test-support/test-app";
import { createQuestionBodySchema } from "~/shared/contract/admin";

describe("admin API: categories, quizzes, questions, schedule", () => {
  let t: TestApp;
  let admin: SignedIn;
  let learner: SignedIn;
  let categoryId: number;

  beforeAll(async () => {
    ({ t, admin, learner, categoryId } = await startAdminApp());
  });
  afterAll(() => t.close());

  const { send, expect400, newQuiz, newQuestion } = adminRequests(() => ({ t, admin, categoryId }));

  describe("questions", () => {
    it("keeps a question's format, source note and as-of day, and clears them with null", async () => {
      const quiz = await newQuiz();
      const created = await newQuestion(quiz.id, {
        format: "statement-pair",
        sourceNote: "Constitution of India, Article 280",
        asOf: "2025-06-06",
      });
      expect(created).toMatchObject({
        format: "statement-pair",
        sourceNote: "Constitution of India, Article 280",
        asOf: "2025-06-06",
      });
      const res = await send("PUT", `/api/admin/questions/${created.id}`, { sourceNote: null, asOf: null });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ format: "statement-pair", sourceNote: null, asOf: null });
      const [row] = await t.ctx.db.select().from(questions).where(eq(questions.id, created.id));
      expect(row).toMatchObject({ format: "statement-pair", sourceNote: null, asOf: null });
      const url = `/api/admin/questions/${created.id}`;
      expect(await expect400("PUT", url, { asOf: "2025-02-30" }, "asOf")).toBe(
        "asOf: is not a real calendar date (2000-2100)",
      );
      expect(await expect400("PUT", url, { format: "riddle" }, "format")).toMatch(
        /^format: must be one of direct/,
      );
    });

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
        "options: must have 4 or 5 options",
      );
      expect(await expect400("POST", url, { ...good, options: ["a", "b", "  ", "d"] }, "options.2")).toBe(
        "Option C: must not be blank",
      );
      expect(await expect400("POST", url, { ...good, optionsHi: ["क", " ", "ग", "घ"] }, "optionsHi.1")).toBe(
        "Hindi option B: must not be blank",
      );
      expect(await expect400("POST", url, { ...good, options: ["a", "b", "A", "d"] }, "options")).toBe(
        "options: must not contain the same option twice",
      );
      // every option empty: each is named blank and the list empty, never "the same option twice"
      const empty = createQuestionBodySchema.safeParse({ ...good, options: ["", "", "", ""] });
      const problems = empty.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
      expect(problems).toContain("options: are empty: write the text of each option");
      expect(problems).toContain("options.0: must not be blank");
      expect(problems?.join()).not.toContain("same option twice");
      expect(await expect400("POST", url, { ...good, correctAnswer: 4 }, "correctAnswer")).toBe(
        "correctAnswer: must be from 0 to 3 (the index of the correct option)",
      );
      const { quizId: _, ...noQuiz } = good;
      expect(await expect400("POST", url, noQuiz, "quizId")).toBe("quizId: is required");
      expect(await expect400("POST", url, { ...good, quizId: 987654 }, "quizId")).toBe(
        "quizId: there is no quiz with id 987654",
      );
      expect(await expect400("POST", url, { ...good, questionHi: "प्रश्न" }, "optionsHi")).toBe(
        "optionsHi: is required when the Hindi question is given (its options in Hindi)",
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
      ).toBe("questionHi: is required when the Hindi options are given");
      expect(
        await expect400("PUT", `/api/admin/questions/${q.id}`, { correctAnswer: -1 }, "correctAnswer"),
      ).toContain("correctAnswer:");
      const deep = { explanation: `$${"\\frac{".repeat(480)}1${"}{2}".repeat(480)}$` };
      expect(await expect400("PUT", `/api/admin/questions/${q.id}`, deep, "explanation")).toBe(
        "explanation: math is nested too deeply (at most 50 levels of braces)",
      );
      expect((await send("PUT", "/api/admin/questions/987654", { topic: "X" })).statusCode).toBe(404);
    });

    it("soft-deletes a question a learner answered: the result and its review still work", async () => {
      const quiz = await newQuiz({ title: "Answered" });
      const q1 = await newQuestion(quiz.id, { question: "Kept question?" });
      const q2 = await newQuestion(quiz.id, { question: "Doomed question?" });
      expect((await send("PUT", `/api/admin/quizzes/${quiz.id}`, { published: true })).statusCode).toBe(200);
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
});
