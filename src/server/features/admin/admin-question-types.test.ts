import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questions } from "~/server/db/schema";
import { adminRequests, startAdminApp } from "~/server/test-support/admin-app";
import type { SignedIn, TestApp } from "~/server/test-support/test-app";

describe("admin API: question types and their keys", () => {
  let t: TestApp;
  let admin: SignedIn;
  let categoryId: number;

  beforeAll(async () => {
    ({ t, admin, categoryId } = await startAdminApp());
  });
  afterAll(() => t.close());

  const { send, expect400, newQuiz, newQuestion } = adminRequests(() => ({ t, admin, categoryId }));
  const url = "/api/admin/questions";

  it("names the field a type's key is missing or wrong in", async () => {
    const quiz = await newQuiz();
    const base = { question: "Zq-Which apply?", explanation: "", quizId: quiz.id };
    const four = ["a", "b", "c", "d"];
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { type: "essay", options: four, correctAnswer: 0 },
        "type",
        "type: must be one of single, multiple, numerical",
      ],
      [{ options: four }, "correctAnswer", "correctAnswer: is required for a single-correct question"],
      [
        { options: four, correctAnswer: 0, numericAnswer: { min: 1, max: 1 } },
        "numericAnswer",
        "numericAnswer: only a numerical question has it (this question is single; change its question type first)",
      ],
      [
        { options: four, correctAnswer: 4 },
        "correctAnswer",
        "correctAnswer: must be from 0 to 3 (the index of the correct option)",
      ],
      [{ options: [...four, "e", "f"], correctAnswer: 0 }, "options", "options: must have 4 or 5 options"],
      [{ correctAnswer: 0 }, "options", "options: is required"],
      [{ options: [], correctAnswer: 0 }, "options", "options: must have 4 or 5 options"],
      [
        { type: "multiple", options: four },
        "correctAnswers",
        "correctAnswers: is required for a multiple-correct question (the indexes of the correct options)",
      ],
      [
        { type: "multiple", options: four, correctAnswers: [] },
        "correctAnswers",
        "correctAnswers: must name at least one correct option",
      ],
      [
        { type: "multiple", options: four, correctAnswers: [0, 4] },
        "correctAnswers",
        "correctAnswers: 4 is not an option (indexes from 0 to 3)",
      ],
      [
        { type: "multiple", options: four, correctAnswers: [1, 1] },
        "correctAnswers",
        "correctAnswers: must not name the same option twice",
      ],
      [
        { type: "numerical", numericAnswer: { min: 1, max: 2 }, options: four },
        "options",
        "options: a numerical question has no options (send [] or leave it out)",
      ],
      [
        { type: "numerical" },
        "numericAnswer",
        "numericAnswer: is required for a numerical question (the accepted value, or the smallest and largest accepted)",
      ],
      [
        { type: "numerical", numericAnswer: { min: 3, max: 2 } },
        "numericAnswer.min",
        "numericAnswer.min: must not be larger than the largest accepted value",
      ],
      [
        { type: "numerical", numericAnswer: { min: "1", max: 2 } },
        "numericAnswer.min",
        "numericAnswer.min: must be a number (the smallest accepted value)",
      ],
      [
        { type: "numerical", numericAnswer: { min: 1 } },
        "numericAnswer.max",
        "numericAnswer.max: is required",
      ],
    ];
    for (const [body, field, message] of cases) {
      expect(await expect400("POST", url, { ...base, ...body }, field), JSON.stringify(body)).toBe(message);
    }
    const stored = await t.ctx.db.select().from(questions).where(eq(questions.text, base.question));
    expect(stored).toEqual([]);
  });

  it("stores each type's key alone, and a Hindi version of a numerical question without options", async () => {
    const quiz = await newQuiz();
    const multiple = await newQuestion(quiz.id, {
      type: "multiple",
      options: ["a", "b", "c", "d", "e"],
      correctAnswers: [4, 1],
    });
    const numerical = await newQuestion(quiz.id, {
      type: "numerical",
      options: [],
      numericAnswer: { min: -1.5, max: -1.5 },
      questionHi: "Zq-प्रश्न",
    });
    const rows = await t.ctx.db.select().from(questions).where(eq(questions.id, multiple.id));
    expect(rows[0]).toMatchObject({
      type: "multiple",
      options: ["a", "b", "c", "d", "e"],
      correctIndex: null,
      correctAnswers: [1, 4],
      numericMin: null,
      numericMax: null,
    });
    const [numericRow] = await t.ctx.db.select().from(questions).where(eq(questions.id, numerical.id));
    expect(numericRow).toMatchObject({
      type: "numerical",
      options: [],
      correctIndex: null,
      correctAnswers: null,
      numericMin: -1.5,
      numericMax: -1.5,
      textHi: "Zq-प्रश्न",
      optionsHi: [],
    });
    const listed = await send("GET", `/api/admin/questions?quizId=${quiz.id}`);
    expect(listed.json().items[1]).toMatchObject({
      type: "numerical",
      options: [],
      correctAnswer: null,
      correctAnswers: null,
      numericAnswer: { min: -1.5, max: -1.5 },
    });
  });

  it("changes a question's type only with the new type's key, clearing the old key", async () => {
    const quiz = await newQuiz();
    const q = await newQuestion(quiz.id, { correctAnswer: 2 });
    const put = `${url}/${q.id}`;
    expect(await expect400("PUT", put, { type: "multiple" }, "correctAnswers")).toContain("is required");
    expect(await expect400("PUT", put, { type: "numerical" }, "numericAnswer")).toContain("is required");
    expect(await expect400("PUT", put, { correctAnswers: [0] }, "correctAnswers")).toBe(
      "correctAnswers: only a multiple-correct question has it (this question is single; change its question type first)",
    );

    const toMultiple = await send("PUT", put, { type: "multiple", correctAnswers: [0, 3] });
    expect(toMultiple.statusCode, toMultiple.body).toBe(200);
    expect(toMultiple.json()).toMatchObject({
      type: "multiple",
      correctAnswer: null,
      correctAnswers: [0, 3],
    });

    const fifth = await send("PUT", put, { options: ["w", "x", "y", "z", "v"], correctAnswers: [4] });
    expect(fifth.json()).toMatchObject({ options: ["w", "x", "y", "z", "v"], correctAnswers: [4] });
    expect(await expect400("PUT", put, { options: ["w", "x", "y", "z"] }, "correctAnswers")).toBe(
      "correctAnswers: 4 is not an option (indexes from 0 to 3)",
    );

    const toNumerical = await send("PUT", put, { type: "numerical", numericAnswer: { min: 9.8, max: 9.81 } });
    expect(toNumerical.statusCode, toNumerical.body).toBe(200);
    expect(toNumerical.json()).toMatchObject({
      type: "numerical",
      options: [],
      correctAnswer: null,
      correctAnswers: null,
      numericAnswer: { min: 9.8, max: 9.81 },
    });

    const back = await send("PUT", put, { type: "single", options: ["p", "q", "r", "s"], correctAnswer: 1 });
    expect(back.json()).toMatchObject({
      type: "single",
      correctAnswer: 1,
      correctAnswers: null,
      numericAnswer: null,
    });
  });
});
