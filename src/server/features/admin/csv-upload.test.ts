import fs from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questions, quizQuestions } from "~/server/db/schema";
import { insertExam } from "~/server/test-support/exam-row";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import { CSV_MAX_CHARS, CSV_MAX_ROWS } from "~/shared/contract/admin";
import { LANGUAGE_COOKIE } from "~/shared/language-negotiation";

const CORPUS = path.join(import.meta.dirname, "../../test-support/csv-corpus");
const read = (name: string) => fs.readFileSync(path.join(CORPUS, name), "utf8");
const HEADER = "question,option1,option2,option3,option4,correctAnswer,explanation\n";

describe("POST /api/admin/upload-questions", () => {
  let t: TestApp;
  let admin: SignedIn;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp({ now: "2026-11-18T06:00:00.000Z" });
    await insertExam(t.ctx.db, "jee");
    admin = await signIn(t.app, { role: "admin" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/categories",
      payload: { name: "CSV imports", examType: "jee" },
      headers: { cookie: admin.cookie },
    });
    categoryId = res.json().id;
  });
  afterAll(() => t.close());

  async function newQuiz(title = "Upload target") {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/quizzes",
      payload: { title, description: "", categoryId },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }

  /** One upload; the clock moves a minute first so the "upload" rate limit starts a fresh window. */
  async function upload(body: Record<string, unknown>, options: { freshWindow?: boolean } = {}) {
    if (options.freshWindow !== false) t.clock.advance(61_000);
    return t.app.inject({
      method: "POST",
      url: "/api/admin/upload-questions",
      payload: body,
      headers: { cookie: admin.cookie },
    });
  }

  async function counts() {
    const [q] = await t.ctx.db.select({ n: count() }).from(questions);
    const [qq] = await t.ctx.db.select({ n: count() }).from(quizQuestions);
    return { questions: Number(q?.n), quizQuestions: Number(qq?.n) };
  }

  async function quizTexts(quizId: number) {
    const rows = await t.ctx.db
      .select({ text: questions.text, position: quizQuestions.position })
      .from(quizQuestions)
      .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
      .where(eq(quizQuestions.quizId, quizId))
      .orderBy(quizQuestions.position);
    return rows.map((r) => r.text);
  }

  /** Both the preview and the upload refuse the file with these errors, and nothing is written. */
  async function expectRefused(csvData: string, errors: unknown[]) {
    const quizId = await newQuiz();
    const before = await counts();
    const preview = await upload({ quizId, csvData, dryRun: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().errors).toEqual(errors);
    expect(preview.json().toAdd).toBe(0);
    const res = await upload({ quizId, csvData });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe("csvData");
    expect(res.json().errors).toEqual(errors);
    expect(res.json().message).toMatch(/^Nothing was imported\. /);
    expect(await counts()).toEqual(before);
    return res.json() as { message: string };
  }

  it("refuses the file with a bad answer letter on line 57, naming it, and writes nothing", async () => {
    const body = await expectRefused(read("bad-answer-line-57.csv"), [
      { line: 57, field: "correctAnswer", message: 'correctAnswer: must be one of a, b, c, d (got "e")' },
    ]);
    expect(body.message).toBe(
      'Nothing was imported. Line 57: correctAnswer: must be one of a, b, c, d (got "e")',
    );
  });

  it("tells an admin who reads Hindi what is wrong in Hindi, columns named as the header names them", async () => {
    const quizId = await newQuiz();
    const before = await counts();
    t.clock.advance(61_000);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/upload-questions",
      payload: { quizId, csvData: read("bad-answer-line-57.csv") },
      headers: { cookie: `${admin.cookie}; ${LANGUAGE_COOKIE}=hi` },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'कुछ भी आयात नहीं हुआ। पंक्ति 57: correctAnswer: इनमें से एक होना चाहिए: a, b, c, d ("e" मिला)',
      field: "csvData",
      errors: [
        {
          line: 57,
          field: "correctAnswer",
          message: 'correctAnswer: इनमें से एक होना चाहिए: a, b, c, d ("e" मिला)',
        },
      ],
    });
    expect(await counts()).toEqual(before);
  });

  it("refuses blank options, naming each with its line, and writes nothing", async () => {
    const body = await expectRefused(read("empty-options.csv"), [
      { line: 2, field: "option3", message: "option3: must not be blank" },
      { line: 4, field: "option1", message: "option1: must not be blank" },
      { line: 4, field: "option4", message: "option4: must not be blank" },
    ]);
    expect(body.message).toBe("Nothing was imported. Line 2: option3: must not be blank (and 2 more errors)");
  });

  it("refuses a file without its header row, naming the expected columns", async () => {
    const body = await expectRefused(read("wrong-header.csv"), [
      {
        line: 1,
        field: "header",
        message:
          'The header row is wrong (missing question, option1, option2, option3, option4, correctAnswer; unknown "What is 2 + 2?", "3", "4", "5", "6", "b", "Simple addition."). The first row must name the columns question, option1, option2, option3, option4, correctAnswer (required) and explanation, subject, topic, difficulty, type, option5, correctAnswers, numericMin, numericMax, questionHi, option1Hi, option2Hi, option3Hi, option4Hi, option5Hi, explanationHi, stimulus, source, asOf, image, imageAlt (optional).',
      },
    ]);
    expect(body.message).toContain("The first row must name the columns question, option1");
  });

  it("refuses a never-closed quote and rows with the wrong number of values", async () => {
    await expectRefused(read("unclosed-quote.csv"), [
      {
        line: 3,
        message: 'A quoted field starting on this line is never closed: add the missing double quote (")',
      },
    ]);
    await expectRefused(read("wrong-column-count.csv"), [
      {
        line: 2,
        message:
          "the row has 8 values but the header has 7 columns. Wrap text that contains commas in double quotes.",
      },
      {
        line: 4,
        message:
          "the row has 4 values but the header has 7 columns. Wrap text that contains commas in double quotes.",
      },
    ]);
  });

  it(`refuses more than ${CSV_MAX_ROWS} rows with a clear message and writes nothing`, async () => {
    const rows = Array.from({ length: CSV_MAX_ROWS + 1 }, (_, i) => `Generated ${i}?,a,b,c,d,a,\n`).join("");
    await expectRefused(HEADER + rows, [
      {
        line: null,
        message:
          "The file has 2,001 question rows; at most 2,000 can be uploaded at once. Split it into smaller files.",
      },
    ]);
  });

  it("refuses more than 1 MB with a 400 naming csvData, for the preview too", async () => {
    const quizId = await newQuiz();
    const before = await counts();
    const big = `${HEADER}"${"x".repeat(CSV_MAX_CHARS)}",a,b,c,d,a,\n`;
    for (const dryRun of [true, false]) {
      const res = await upload({ quizId, csvData: big, dryRun });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message:
          "csvData: is larger than 1 MB: split the file into smaller files (at most 2,000 questions each)",
        field: "csvData",
      });
    }
    expect(await counts()).toEqual(before);
  });

  it("names the field for a missing quiz, blank CSV data and an unknown quiz", async () => {
    const quizId = await newQuiz();
    const noQuiz = await upload({ csvData: read("quotes.csv") });
    expect(noQuiz.json()).toEqual({ message: "quizId: is required", field: "quizId" });
    const blank = await upload({ quizId, csvData: "  \n " });
    expect(blank.json()).toEqual({
      message: "csvData: must not be blank (paste your CSV data)",
      field: "csvData",
    });
    const unknown = await upload({ quizId: 987654, csvData: read("quotes.csv") });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: "quizId: there is no quiz with id 987654", field: "quizId" });
  });

  it("previews every row without writing, then imports the tricky-but-valid files", async () => {
    const cases: [string, number, string[]][] = [
      [
        "quotes.csv",
        3,
        [
          "Which of these, taken together, is a vector?",
          'Which quote is from the Preamble: "We, the people"?',
          "The unit of force is the",
        ],
      ],
      [
        "embedded-newlines.csv",
        4,
        [
          "Read the passage:\nThe river rose after the rains.\nWhat rose?",
          "What is 2 + 2?",
          "A multi-line\nquestion",
          "Last question?",
        ],
      ],
      ["bom-crlf.csv", 4, ["Capital of India?", "Largest planet?", "Two\nline question?", "Smallest prime?"]],
      ["trailing-blank-lines.csv", 2, ["First question?", "Second question?"]],
    ];
    for (const [file, n, texts] of cases) {
      const quizId = await newQuiz(file);
      const before = await counts();
      const preview = await upload({ quizId, csvData: read(file), dryRun: true });
      expect(preview.statusCode, `${file}: ${preview.body}`).toBe(200);
      expect(preview.json()).toMatchObject({ dryRun: true, errors: [], toAdd: n, duplicates: [] });
      expect(preview.json().rows.map((r: { question: string }) => r.question)).toEqual(texts);
      expect(await counts(), file).toEqual(before);

      const res = await upload({ quizId, csvData: read(file) });
      expect(res.statusCode, `${file}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual({ dryRun: false, added: n, duplicates: [], warnings: [] });
      expect(await quizTexts(quizId), file).toEqual(texts);
      expect(await counts()).toEqual({
        questions: before.questions + n,
        quizQuestions: before.quizQuestions + n,
      });
    }
  });

  it("stores subject, topic and difficulty columns, and reports upper-case letters as warnings", async () => {
    const quizId = await newQuiz();
    const res = await upload({ quizId, csvData: read("extra-columns.csv") });
    expect(res.json().added).toBe(3);
    const rows = await t.ctx.db
      .select()
      .from(questions)
      .innerJoin(quizQuestions, eq(quizQuestions.questionId, questions.id))
      .where(eq(quizQuestions.quizId, quizId))
      .orderBy(quizQuestions.position);
    expect(
      rows.map((r) => [r.questions.subject, r.questions.topic, r.questions.difficulty, r.questions.examType]),
    ).toEqual([
      ["Physics", "Laws of Motion", "easy", "jee"],
      ["Chemistry", "Atomic Structure", "medium", "jee"],
      ["Mathematics", "General", "medium", "jee"],
    ]);

    const upper = await upload({ quizId: await newQuiz(), csvData: read("uppercase-answer.csv") });
    expect(upper.json()).toEqual({
      dryRun: false,
      added: 3,
      duplicates: [],
      warnings: [
        { line: 2, field: "correctAnswer", message: 'correctAnswer: "B" is not lowercase; read as "b"' },
        { line: 4, field: "correctAnswer", message: 'correctAnswer: "C" is not lowercase; read as "c"' },
      ],
    });
  });

  it("reports questions the quiz (or the file) already has instead of duplicating them", async () => {
    const quizId = await newQuiz();
    const single = await t.app.inject({
      method: "POST",
      url: "/api/admin/questions",
      payload: {
        question: "Who wrote the Arthashastra?",
        options: ["Kalidasa", "Chanakya", "Banabhatta", "Harsha"],
        correctAnswer: 1,
        explanation: "",
        quizId,
      },
      headers: { cookie: admin.cookie },
    });
    expect(single.statusCode).toBe(201);
    const preview = await upload({ quizId, csvData: read("duplicate-in-file.csv"), dryRun: true });
    expect(preview.json().toAdd).toBe(1);
    const res = await upload({ quizId, csvData: read("duplicate-in-file.csv") });
    expect(res.json()).toEqual({
      dryRun: false,
      added: 1,
      duplicates: [
        { line: 3, question: "Who wrote the Arthashastra?" },
        { line: 4, question: "which planet is known as   the red planet?" },
      ],
      warnings: [],
    });
    expect(await quizTexts(quizId)).toEqual([
      "Who wrote the Arthashastra?",
      "Which planet is known as the Red Planet?",
    ]);
  });

  it("is idempotent: the same file uploaded twice adds nothing the second time", async () => {
    const quizId = await newQuiz();
    const csv = read("bad-answer-line-57.csv").replace(",e,", ",b,");
    const first = await upload({ quizId, csvData: csv });
    expect(first.json().added).toBe(60);
    const afterFirst = await counts();
    const second = await upload({ quizId, csvData: csv });
    expect(second.statusCode).toBe(200);
    expect(second.json().added).toBe(0);
    expect(second.json().duplicates).toHaveLength(60);
    expect(second.json().duplicates[0]).toEqual({ line: 2, question: "What is 1 + 8?" });
    expect(await counts()).toEqual(afterFirst);
    expect(await quizTexts(quizId)).toHaveLength(60);
  });

  it("stays idempotent when the same file is uploaded twice at once", async () => {
    const quizId = await newQuiz();
    t.clock.advance(61_000);
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/upload-questions",
        payload: { quizId, csvData: read("quotes.csv") },
        headers: { cookie: admin.cookie },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().added + b.json().added).toBe(3);
    expect(await quizTexts(quizId)).toHaveLength(3);
  });

  it("accepts an upload of exactly 2,000 rows in one go", async () => {
    const quizId = await newQuiz();
    const rows = Array.from({ length: CSV_MAX_ROWS }, (_, i) => `Bulk question ${i}?,a,b,c,d,c,\n`).join("");
    const before = await counts();
    const res = await upload({ quizId, csvData: HEADER + rows });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().added).toBe(CSV_MAX_ROWS);
    expect(await counts()).toEqual({
      questions: before.questions + CSV_MAX_ROWS,
      quizQuestions: before.quizQuestions + CSV_MAX_ROWS,
    });
  });

  it('rate limits uploads ("upload": 20 a minute)', async () => {
    const quizId = await newQuiz();
    t.clock.advance(61_000);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await upload({ quizId, csvData: read("quotes.csv"), dryRun: true }, { freshWindow: false });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
