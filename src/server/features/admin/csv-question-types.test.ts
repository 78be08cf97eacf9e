import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_TEMPLATE } from "~/client/features/admin/csv-template";
import { parseQuestionCsv } from "~/server/bank-formats/csv-import";
import { questions, quizQuestions } from "~/server/db/schema";
import { adminRequests, startAdminApp } from "~/server/test-support/admin-app";
import type { SignedIn, TestApp } from "~/server/test-support/test-app";

const HEADER =
  "question,option1,option2,option3,option4,correctAnswer,type,option5,correctAnswers,numericMin,numericMax";

describe("CSV import of every question type", () => {
  it("reads the template's single, multiple-correct and numerical rows, with Hindi, a source and an as-of day", () => {
    const result = parseQuestionCsv(CSV_TEMPLATE);
    expect(result.errors).toEqual([]);
    expect(
      result.questions.map((q) => [
        q.type,
        q.options.length,
        q.correctIndex,
        q.correctAnswers,
        q.numericMin,
        q.numericMax,
      ]),
    ).toEqual([
      ["single", 4, 0, null, null, null],
      ["single", 4, 1, null, null, null],
      ["multiple", 5, null, [0, 2, 4], null, null],
      ["numerical", 0, null, null, 19.5, 19.7],
      ["single", 4, 0, null, null, null],
    ]);
    expect(result.questions.map((q) => [q.optionsHi?.length ?? null, q.sourceNote !== null, q.asOf])).toEqual(
      [
        [4, true, null],
        [null, false, null],
        [null, false, null],
        [null, false, null],
        [null, true, "2023-09-10"],
      ],
    );
  });

  it("still reads the seed's seven columns as single-correct questions", () => {
    const result = parseQuestionCsv(
      "question,option1,option2,option3,option4,correctAnswer,explanation\nZq-Two plus two?,3,4,5,6,b,Simple.\n",
    );
    expect(result.errors).toEqual([]);
    expect(result.questions[0]).toMatchObject({
      type: "single",
      options: ["3", "4", "5", "6"],
      correctIndex: 1,
    });
  });

  it("takes a fifth option's letter, part letters in correctAnswer, an exact or negative number", () => {
    const result = parseQuestionCsv(
      [
        HEADER,
        "Zq-Five?,a,b,c,d,E,single,e5,,,",
        'Zq-Many?,a,b,c,d,"B, d",multiple,,,,',
        "Zq-Exact?,,,,,,Numerical,,,-2.5,",
      ].join("\n"),
    );
    expect(result.errors).toEqual([]);
    expect(result.warnings.map((w) => w.field)).toEqual(["correctAnswer"]);
    expect(
      result.questions.map((q) => [q.type, q.correctIndex, q.correctAnswers, q.numericMin, q.numericMax]),
    ).toEqual([
      ["single", 4, null, null, null],
      ["multiple", null, [1, 3], null, null],
      ["numerical", null, null, -2.5, -2.5],
    ]);
  });

  it("names the line and column of each type's mistakes", () => {
    const result = parseQuestionCsv(
      [
        HEADER,
        "Zq-1?,a,b,c,d,e,,,,,",
        "Zq-2?,a,b,c,d,,multiple,,,,",
        "Zq-3?,a,b,c,d,,multiple,,a;f,,",
        "Zq-4?,a,b,c,d,,multiple,,a;a,,",
        "Zq-5?,x,,,,,numerical,,,1,",
        "Zq-6?,,,,,,numerical,,,,",
        "Zq-7?,,,,,,numerical,,,3,2",
        "Zq-8?,,,,,,numerical,,,ten,",
        "Zq-9?,a,b,c,d,a,essay,,,,",
      ].join("\n"),
    );
    expect(result.errors.map((e) => [e.line, e.message])).toEqual([
      [2, 'correctAnswer: must be one of a, b, c, d (got "e")'],
      [3, 'correctAnswers: must not be blank for a multiple-correct question (letters such as "a;c")'],
      [4, 'correctAnswers: must be letters from a, b, c, d separated by ";" (got "a;f")'],
      [5, 'correctAnswers: must not name the same option twice (got "a;a")'],
      [6, "option1: must be blank for a numerical question"],
      [7, "numericMin: must not be blank for a numerical question"],
      [8, "numericMin: must not be larger than numericMax (3 > 2)"],
      [9, 'numericMin: must be a number (got "ten")'],
      [10, 'type: must be one of single, multiple, numerical (got "essay")'],
    ]);
    expect(result.questions).toEqual([]);
  });
});

describe("POST /api/admin/upload-questions with question types", () => {
  let t: TestApp;
  let admin: SignedIn;
  let categoryId: number;

  beforeAll(async () => {
    ({ t, admin, categoryId } = await startAdminApp());
  });
  afterAll(() => t.close());

  const { send, newQuiz } = adminRequests(() => ({ t, admin, categoryId }));

  it("imports the template into a quiz, each question with its type and key", async () => {
    const quiz = await newQuiz();
    const res = await send("POST", "/api/admin/upload-questions", { quizId: quiz.id, csvData: CSV_TEMPLATE });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: false, added: 5 });
    const rows = await t.ctx.db
      .select({
        type: questions.type,
        options: questions.options,
        correctIndex: questions.correctIndex,
        correctAnswers: questions.correctAnswers,
        numericMin: questions.numericMin,
        numericMax: questions.numericMax,
      })
      .from(quizQuestions)
      .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
      .where(eq(quizQuestions.quizId, quiz.id))
      .orderBy(asc(quizQuestions.position));
    expect(
      rows.map((r) => [
        r.type,
        r.options.length,
        r.correctIndex,
        r.correctAnswers,
        r.numericMin,
        r.numericMax,
      ]),
    ).toEqual([
      ["single", 4, 0, null, null, null],
      ["single", 4, 1, null, null, null],
      ["multiple", 5, null, [0, 2, 4], null, null],
      ["numerical", 0, null, null, 19.5, 19.7],
      ["single", 4, 0, null, null, null],
    ]);
  });
});
