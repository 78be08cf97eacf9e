import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseQuestionCsv } from "~/server/bank-formats/csv-import";
import { questions, quizQuestions, stimuli } from "~/server/db/schema";
import { adminRequests, startAdminApp } from "~/server/test-support/admin-app";
import type { SignedIn, TestApp } from "~/server/test-support/test-app";
import { CSV_COLUMNS } from "~/shared/contract/admin";

/** A file with every column; each row gives only the cells it names. */
const csv = (...rows: Partial<Record<(typeof CSV_COLUMNS)[number], string>>[]) =>
  [
    CSV_COLUMNS.join(","),
    ...rows.map((cells) =>
      CSV_COLUMNS.map((column) => `"${(cells[column] ?? "").replaceAll('"', '""')}"`).join(","),
    ),
  ].join("\n");

const SINGLE = {
  question: "Zq-Which planet is largest?",
  option1: "Jupiter",
  option2: "Saturn",
  option3: "Earth",
  option4: "Mars",
  correctAnswer: "a",
  explanation: "Jupiter is the largest.",
};
const SINGLE_HI = {
  questionHi: "Zq-सबसे बड़ा ग्रह कौन-सा है?",
  option1Hi: "बृहस्पति",
  option2Hi: "शनि",
  option3Hi: "पृथ्वी",
  option4Hi: "मंगल",
  explanationHi: "बृहस्पति सबसे बड़ा है।",
};
const NUMERICAL = {
  question: "Zq-How many sides has a hexagon?",
  type: "numerical",
  numericMin: "6",
};

describe("a question CSV's Hindi, stimulus, source and as-of columns", () => {
  it("reads a row's Hindi version, stimulus, source and as-of day", () => {
    const result = parseQuestionCsv(
      csv(
        {
          ...SINGLE,
          ...SINGLE_HI,
          stimulus: "upsc-csat-rice",
          source: "NCERT Class 6, ch. 1",
          asOf: "2025-03-31",
        },
        { ...NUMERICAL, questionHi: "Zq-षट्भुज की कितनी भुजाएँ होती हैं?" },
        { ...SINGLE, question: "Zq-No Hindi at all?" },
      ),
    );
    expect(result.errors).toEqual([]);
    expect(result.questions.map((q) => [q.questionHi, q.optionsHi, q.explanationHi])).toEqual([
      [SINGLE_HI.questionHi, ["बृहस्पति", "शनि", "पृथ्वी", "मंगल"], SINGLE_HI.explanationHi],
      ["Zq-षट्भुज की कितनी भुजाएँ होती हैं?", [], null],
      [null, null, null],
    ]);
    expect(result.questions[0]).toMatchObject({
      stimulus: "upsc-csat-rice",
      sourceNote: "NCERT Class 6, ch. 1",
      asOf: "2025-03-31",
    });
    expect(result.stimulusRefs).toEqual([{ line: 2, ref: "upsc-csat-rice" }]);
    // the preview's rows carry what was read
    expect(result.rows[0]).toMatchObject({
      questionHi: SINGLE_HI.questionHi,
      optionsHi: ["बृहस्पति", "शनि", "पृथ्वी", "मंगल"],
      source: "NCERT Class 6, ch. 1",
      asOf: "2025-03-31",
      stimulus: "upsc-csat-rice",
    });
  });

  it("takes a fifth Hindi option beside a fifth option", () => {
    const result = parseQuestionCsv(
      csv({ ...SINGLE, ...SINGLE_HI, option5: "Venus", option5Hi: "शुक्र", correctAnswer: "e" }),
    );
    expect(result.errors).toEqual([]);
    expect(result.questions[0]?.optionsHi).toHaveLength(5);
  });

  it("names the line and column of each Hindi mistake: all of a row's Hindi texts or none", () => {
    const result = parseQuestionCsv(
      csv(
        { ...SINGLE, questionHi: "Zq-केवल प्रश्न" },
        { ...SINGLE, ...SINGLE_HI, questionHi: "" },
        { ...SINGLE, ...SINGLE_HI, option5Hi: "शुक्र" },
        { ...SINGLE, ...SINGLE_HI, explanationHi: "" },
        { ...SINGLE, ...SINGLE_HI, explanation: "" },
        { ...SINGLE, ...SINGLE_HI, option2Hi: "बृहस्पति" },
        { ...NUMERICAL, questionHi: "Zq-षट्भुज?", option1Hi: "छह" },
        { ...SINGLE, ...SINGLE_HI, questionHi: "प".repeat(5001) },
      ),
    );
    expect(result.errors.map((e) => [e.line, e.field, e.message])).toEqual([
      [
        2,
        "option1Hi",
        "option1Hi: must not be blank when the row has Hindi (give all of its Hindi texts or none)",
      ],
      [
        2,
        "option2Hi",
        "option2Hi: must not be blank when the row has Hindi (give all of its Hindi texts or none)",
      ],
      [
        2,
        "option3Hi",
        "option3Hi: must not be blank when the row has Hindi (give all of its Hindi texts or none)",
      ],
      [
        2,
        "option4Hi",
        "option4Hi: must not be blank when the row has Hindi (give all of its Hindi texts or none)",
      ],
      [
        2,
        "explanationHi",
        "explanationHi: must not be blank when the row has Hindi (give all of its Hindi texts or none)",
      ],
      [
        3,
        "questionHi",
        "questionHi: must not be blank when the row has Hindi (give all of its Hindi texts or none)",
      ],
      [4, "option5Hi", "option5Hi: must be blank when option5 is blank"],
      [
        5,
        "explanationHi",
        "explanationHi: must not be blank when the row has Hindi (give all of its Hindi texts or none)",
      ],
      [6, "explanationHi", "explanationHi: must be blank when explanation is blank"],
      [7, "option2Hi", "option2Hi: is the same as option1Hi"],
      [8, "option1Hi", "option1Hi: must be blank for a numerical question"],
      [9, "questionHi", "questionHi: must be at most 5000 characters"],
    ]);
    expect(result.questions).toEqual([]);
    expect(result.rows.every((r) => !r.valid)).toBe(true);
  });

  it("names the line and column of a bad stimulus, source or as-of day", () => {
    const result = parseQuestionCsv(
      csv(
        { ...SINGLE, asOf: "31-03-2025" },
        { ...SINGLE, asOf: "2025-02-30" },
        { ...SINGLE, source: "s".repeat(301) },
        { ...SINGLE, stimulus: "x".repeat(201) },
      ),
    );
    expect(result.errors.map((e) => [e.line, e.field, e.message])).toEqual([
      [2, "asOf", 'asOf: must be a date written YYYY-MM-DD (got "31-03-2025")'],
      [3, "asOf", 'asOf: is not a real calendar date from 2000 to 2100 (got "2025-02-30")'],
      [4, "source", "source: must be at most 300 characters"],
      [5, "stimulus", "stimulus: must be at most 200 characters (an id or a slug)"],
    ]);
    expect(result.stimulusRefs).toEqual([]);
  });
});

describe("POST /api/admin/upload-questions with Hindi, a stimulus, a source and an as-of day", () => {
  let t: TestApp;
  let admin: SignedIn;
  let categoryId: number;
  let passageId: number;
  let tableId: number;

  beforeAll(async () => {
    ({ t, admin, categoryId } = await startAdminApp());
    // one seeded the way content is (with its slug), one made in the admin panel (its id only)
    const [seeded, made, other] = await t.ctx.db
      .insert(stimuli)
      .values([
        { slug: "jee-zq-passage", examType: "jee", kind: "passage", title: "Zq", body: "Zq passage." },
        { examType: "jee", kind: "table", title: "Zq", body: "| Year | Output |\n| 2024 | 12 |" },
        { slug: "upsc-zq-passage", examType: "upsc", kind: "passage", title: "Zq", body: "Zq UPSC." },
      ])
      .returning({ id: stimuli.id });
    passageId = seeded!.id;
    tableId = made!.id;
    expect(other).toBeDefined();
  });
  afterAll(() => t.close());

  const { send, newQuiz } = adminRequests(() => ({ t, admin, categoryId }));

  const rowsOf = (quizId: number) =>
    t.ctx.db
      .select({
        text: questions.text,
        textHi: questions.textHi,
        optionsHi: questions.optionsHi,
        explanationHi: questions.explanationHi,
        stimulusId: questions.stimulusId,
        sourceNote: questions.sourceNote,
        asOf: questions.asOf,
        mathHtml: questions.mathHtml,
      })
      .from(quizQuestions)
      .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
      .where(eq(quizQuestions.quizId, quizId))
      .orderBy(asc(quizQuestions.position));

  it("stores each row's Hindi, stimulus (by slug or id), source note and as-of day", async () => {
    const quiz = await newQuiz();
    const file = csv(
      {
        ...SINGLE,
        ...SINGLE_HI,
        stimulus: "jee-zq-passage",
        source: "NCERT Class 6 Science, ch. 1",
        asOf: "2025-03-31",
      },
      { ...NUMERICAL, questionHi: "Zq-षट्भुज की कितनी भुजाएँ होती हैं?", stimulus: String(tableId) },
    );
    const preview = await send("POST", "/api/admin/upload-questions", {
      quizId: quiz.id,
      csvData: file,
      dryRun: true,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ errors: [], toAdd: 2 });
    expect(preview.json().rows[0]).toMatchObject({
      questionHi: SINGLE_HI.questionHi,
      source: "NCERT Class 6 Science, ch. 1",
    });
    expect(await rowsOf(quiz.id)).toEqual([]);

    const res = await send("POST", "/api/admin/upload-questions", { quizId: quiz.id, csvData: file });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: false, added: 2 });
    const rows = await rowsOf(quiz.id);
    expect(rows.map(({ mathHtml: _, ...row }) => row)).toEqual([
      {
        text: SINGLE.question,
        textHi: SINGLE_HI.questionHi,
        optionsHi: ["बृहस्पति", "शनि", "पृथ्वी", "मंगल"],
        explanationHi: SINGLE_HI.explanationHi,
        stimulusId: passageId,
        sourceNote: "NCERT Class 6 Science, ch. 1",
        asOf: "2025-03-31",
      },
      {
        text: NUMERICAL.question,
        textHi: "Zq-षट्भुज की कितनी भुजाएँ होती हैं?",
        optionsHi: [],
        explanationHi: null,
        stimulusId: tableId,
        sourceNote: null,
        asOf: null,
      },
    ]);
    // the Hindi is typeset with the English when saved
    expect(rows[0]?.mathHtml?.textHi).toBeTruthy();
  });

  it("refuses a stimulus no passage, table or figure has, or one of another exam, naming line and value", async () => {
    const quiz = await newQuiz();
    const file = csv(
      { ...SINGLE, stimulus: "no-such-passage" },
      { ...SINGLE, question: "Zq-Second?", stimulus: "upsc-zq-passage" },
      { ...SINGLE, question: "Zq-Third?", stimulus: "999999" },
    );
    const preview = await send("POST", "/api/admin/upload-questions", {
      quizId: quiz.id,
      csvData: file,
      dryRun: true,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const expected = [
      {
        line: 2,
        field: "stimulus",
        message: 'stimulus: no passage, table or figure has the id or slug "no-such-passage"',
      },
      {
        line: 3,
        field: "stimulus",
        message: 'stimulus: "upsc-zq-passage" belongs to another exam than the quiz\'s',
      },
      {
        line: 4,
        field: "stimulus",
        message: 'stimulus: no passage, table or figure has the id or slug "999999"',
      },
    ];
    expect(preview.json()).toMatchObject({ errors: expected, toAdd: 0 });
    expect(preview.json().rows.map((r: { valid: boolean }) => r.valid)).toEqual([false, false, false]);

    const res = await send("POST", "/api/admin/upload-questions", { quizId: quiz.id, csvData: file });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual(expected);
    expect(await rowsOf(quiz.id)).toEqual([]);
  });
});
