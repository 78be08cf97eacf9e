import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseQuestionCsv, questionKey } from "~/server/bank-formats/csv-import";
import { CSV_MAX_CHARS, CSV_MAX_ROWS } from "~/shared/contract/admin";

const CORPUS = path.join(import.meta.dirname, "../../test-support/csv-corpus");
const read = (name: string) => fs.readFileSync(path.join(CORPUS, name), "utf8");
const HEADER = "question,option1,option2,option3,option4,correctAnswer,explanation\n";

describe("parseQuestionCsv on the tricky-file corpus", () => {
  it("reads quoted fields holding commas and doubled quotes", () => {
    const result = parseQuestionCsv(read("quotes.csv"));
    expect(result.errors).toEqual([]);
    expect(result.questions.map((q) => [q.line, q.question, q.options, q.correctIndex])).toEqual([
      [
        2,
        "Which of these, taken together, is a vector?",
        ["Speed, mass", "Velocity, displacement", "Work, energy", "Time, length"],
        1,
      ],
      [
        3,
        'Which quote is from the Preamble: "We, the people"?',
        ['"We, the people of India"', '"Liberty, equality"', '"Jai Hind"', '"Satyameva Jayate"'],
        0,
      ],
      [4, "The unit of force is the", ["newton", "joule", "watt", "pascal"], 0],
    ]);
    expect(result.questions[1]?.explanation).toBe('The Preamble opens with "We, the people of India".');
    expect(result.questions[2]?.explanation).toBe("");
  });

  it("keeps newlines inside quoted fields and numbers each row by the line it starts on", () => {
    const result = parseQuestionCsv(read("embedded-newlines.csv"));
    expect(result.errors).toEqual([]);
    expect(result.questions.map((q) => q.line)).toEqual([2, 6, 7, 11]);
    expect(result.questions[0]?.question).toBe(
      "Read the passage:\nThe river rose after the rains.\nWhat rose?",
    );
    expect(result.questions[2]?.explanation).toBe("Line one\nline two\nline three");
  });

  it("reads a file with a byte-order mark and CRLF line ends", () => {
    const text = read("bom-crlf.csv");
    // the corpus file really is BOM + CRLF (an editor or checkout that rewrites it must fail here)
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.split("\r\n").length).toBeGreaterThan(5);
    const result = parseQuestionCsv(text);
    expect(result.errors).toEqual([]);
    expect(result.questions.map((q) => [q.line, q.question, q.correctIndex])).toEqual([
      [2, "Capital of India?", 1],
      [3, "Largest planet?", 2],
      [4, "Two\nline question?", 0],
      [6, "Smallest prime?", 2],
    ]);
    expect(result.questions[1]?.explanation).toBe("Jupiter, by far.");
  });

  it("takes header names in any order and case, with subject, topic and difficulty", () => {
    const result = parseQuestionCsv(read("extra-columns.csv"));
    expect(result.errors).toEqual([]);
    expect(
      result.questions.map((q) => [q.subject, q.topic, q.difficulty, q.question, q.correctIndex]),
    ).toEqual([
      ["Physics", "Laws of Motion", "easy", "Which law gives F = ma?", 1],
      ["Chemistry", "Atomic Structure", "medium", "Atomic number of carbon?", 1],
      ["Mathematics", null, null, "Derivative of x^2?", 1],
    ]);
  });

  it("refuses a file without a header row, naming the expected columns", () => {
    const result = parseQuestionCsv(read("wrong-header.csv"));
    expect(result.questions).toEqual([]);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ line: 1, field: "header" });
    expect(result.errors[0]?.message).toContain(
      "question, option1, option2, option3, option4, correctAnswer (required) and explanation, subject, topic, difficulty, type, option5, correctAnswers, numericMin, numericMax, questionHi, option1Hi, option2Hi, option3Hi, option4Hi, option5Hi, explanationHi, stimulus, source, asOf, image, imageAlt (optional)",
    );
  });

  it("names missing and unknown header columns", () => {
    const result = parseQuestionCsv(read("misnamed-header.csv"));
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.message).toContain(
      'missing option1, option2, option3, option4, correctAnswer; unknown "a", "b", "c", "d", "answer"',
    );
  });

  it("reports the bad answer letter on line 57 and accepts the other 59 rows", () => {
    const result = parseQuestionCsv(read("bad-answer-line-57.csv"));
    expect(result.errors).toEqual([
      { line: 57, field: "correctAnswer", message: 'correctAnswer: must be one of a, b, c, d (got "e")' },
    ]);
    expect(result.rows).toHaveLength(60);
    expect(result.rows.find((r) => r.line === 57)).toMatchObject({
      question: "What is 56 + 63?",
      correctLetter: "e",
      correctAnswer: null,
      valid: false,
    });
    expect(result.questions).toHaveLength(59);
  });

  it("reports every blank option with its line", () => {
    const result = parseQuestionCsv(read("empty-options.csv"));
    expect(result.errors).toEqual([
      { line: 2, field: "option3", message: "option3: must not be blank" },
      { line: 4, field: "option1", message: "option1: must not be blank" },
      { line: 4, field: "option4", message: "option4: must not be blank" },
    ]);
    expect(result.questions.map((q) => q.line)).toEqual([3]);
  });

  it("refuses a row whose math is nested too deeply to render, naming the column", () => {
    const deep = `$${"{".repeat(60)}x${"}".repeat(60)}$`;
    const csv = `question,option1,option2,option3,option4,correctAnswer\nZq-Test fine?,1,2,3,4,a\nZq-Test deep?,1,2,${deep},4,b\n`;
    const result = parseQuestionCsv(csv);
    expect(result.errors).toEqual([
      {
        line: 3,
        field: "option3",
        message: "option3: math is nested too deeply (at most 50 levels of braces)",
      },
    ]);
    expect(result.questions.map((q) => q.line)).toEqual([2]);
  });

  it("ignores blank lines, comma-only rows and trailing blank lines", () => {
    const result = parseQuestionCsv(read("trailing-blank-lines.csv"));
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.line, r.question])).toEqual([
      [2, "First question?"],
      [4, "Second question?"],
    ]);
    expect(result.questions[1]?.correctIndex).toBe(3);
  });

  it("accepts upper-case answer letters and reports each as a warning", () => {
    const result = parseQuestionCsv(read("uppercase-answer.csv"));
    expect(result.errors).toEqual([]);
    expect(result.questions.map((q) => q.correctIndex)).toEqual([1, 0, 2]);
    expect(result.warnings).toEqual([
      { line: 2, field: "correctAnswer", message: 'correctAnswer: "B" is not lowercase; read as "b"' },
      { line: 4, field: "correctAnswer", message: 'correctAnswer: "C" is not lowercase; read as "c"' },
    ]);
  });

  it("names the line where a never-closed quote starts", () => {
    const result = parseQuestionCsv(read("unclosed-quote.csv"));
    expect(result.errors).toEqual([
      {
        line: 3,
        message: 'A quoted field starting on this line is never closed: add the missing double quote (")',
      },
    ]);
    expect(result.questions).toEqual([]);
  });

  it("reports rows with too many or too few values once each", () => {
    const result = parseQuestionCsv(read("wrong-column-count.csv"));
    expect(result.errors).toEqual([
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
    expect(result.questions.map((q) => q.line)).toEqual([3]);
  });

  it("gives repeated questions the same duplicate key whatever their case and spacing", () => {
    const result = parseQuestionCsv(read("duplicate-in-file.csv"));
    expect(result.errors).toEqual([]);
    expect(result.questions[0]?.key).toBe(result.questions[2]?.key);
    expect(questionKey("  Which  planet?\n")).toBe("which planet?");
  });
});

describe("parseQuestionCsv limits", () => {
  const row = (i: number) => `Generated question number ${i}?,one,two,three,four,a,Because.\n`;

  it(`accepts exactly ${CSV_MAX_ROWS} rows and refuses ${CSV_MAX_ROWS + 1}`, () => {
    const rows = Array.from({ length: CSV_MAX_ROWS + 1 }, (_, i) => row(i + 1));
    expect(parseQuestionCsv(HEADER + rows.slice(0, CSV_MAX_ROWS).join("")).questions).toHaveLength(
      CSV_MAX_ROWS,
    );
    const result = parseQuestionCsv(HEADER + rows.join(""));
    expect(result.questions).toEqual([]);
    expect(result.errors).toEqual([
      {
        line: null,
        message:
          "The file has 2,001 question rows; at most 2,000 can be uploaded at once. Split it into smaller files.",
      },
    ]);
  });

  it("refuses more than 1 MB of text", () => {
    const big = `${HEADER}"${"x".repeat(CSV_MAX_CHARS)}",a,b,c,d,a,\n`;
    const result = parseQuestionCsv(big);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.message).toMatch(/^The file is larger than 1 MB/);
  });

  it("refuses an empty file and a header without rows", () => {
    expect(parseQuestionCsv("\n\n").errors[0]?.message).toMatch(/^The file is empty/);
    expect(parseQuestionCsv(HEADER).errors).toEqual([
      { line: null, message: "The file has a header row but no question rows." },
    ]);
  });

  it("refuses text that cannot be stored, naming its line", () => {
    const result = parseQuestionCsv(`${HEADER}ok?,a,b,c,d,a,\nbad\u0000?,a,b,c,d,a,\n`);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.line).toBe(3);
  });

  it("refuses bidirectional control characters, naming their line", () => {
    const result = parseQuestionCsv(`${HEADER}ok?,a,b,c,d,a,\nok too?,a,b,c,d,a,\nWhich\u202E?,a,b,c,d,a,\n`);
    expect(result.errors).toEqual([
      {
        line: 4,
        message:
          "The file contains bidirectional control characters (such as U+202E), which would show the text out of order. Remove them and upload again.",
      },
    ]);
    expect(result.questions).toEqual([]);
  });

  it("reports an unknown difficulty and a repeated option", () => {
    const csv = "question,option1,option2,option3,option4,correctAnswer,difficulty\nQ?,a,b,A,d,a,tough\n";
    expect(parseQuestionCsv(csv).errors).toEqual([
      { line: 2, field: "option3", message: "option3: is the same as option1" },
      {
        line: 2,
        field: "difficulty",
        message: 'difficulty: must be one of easy, medium, hard (got "tough")',
      },
    ]);
  });
});
