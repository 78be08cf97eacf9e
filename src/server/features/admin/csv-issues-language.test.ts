import { describe, expect, it } from "vitest";
import { MAX_MATH_NESTING } from "~/domain/math-nesting";
import { parseQuestionCsv } from "~/server/bank-formats/csv-import";
import { translateError } from "~/server/http/error-language";
import { CSV_COLUMNS, CSV_MAX_CHARS, CSV_MAX_ROWS, type CsvColumn } from "~/shared/contract/admin";
import { csvIssuesIn, csvRejectionSummary } from "./csv-issues-language";

const DEVANAGARI = /[\u0900-\u097F]/;
const HEADER =
  "question,option1,option2,option3,option4,correctAnswer,explanation,type,option5,correctAnswers,numericMin,numericMax,difficulty\n";
const row = (cells: Partial<Record<string, string>>) =>
  [
    cells.question ?? "Zq-Which is a noble gas?",
    cells.option1 ?? "Argon",
    cells.option2 ?? "Oxygen",
    cells.option3 ?? "Nitrogen",
    cells.option4 ?? "Hydrogen",
    cells.correctAnswer ?? "a",
    "",
    cells.type ?? "",
    cells.option5 ?? "",
    cells.correctAnswers ?? "",
    cells.numericMin ?? "",
    cells.numericMax ?? "",
    cells.difficulty ?? "",
  ]
    .map((cell) => `"${cell.replaceAll('"', '""')}"`)
    .join(",");

/** A numerical question's row: no options, no letter, its range as given. */
const numerical = (range: { numericMin?: string; numericMax?: string }) =>
  row({ type: "numerical", option1: "", option2: "", option3: "", option4: "", correctAnswer: "", ...range });

/** A row of a file with every column: a single-correct question with its Hindi, changed by `cells`. */
const fullRow = (cells: Partial<Record<CsvColumn, string>>) => {
  const base: Partial<Record<CsvColumn, string>> = {
    question: "Zq-Which is a noble gas?",
    option1: "Argon",
    option2: "Oxygen",
    option3: "Nitrogen",
    option4: "Hydrogen",
    correctAnswer: "a",
    questionHi: "Zq-उत्कृष्ट गैस कौन-सी है?",
    option1Hi: "आर्गन",
    option2Hi: "ऑक्सीजन",
    option3Hi: "नाइट्रोजन",
    option4Hi: "हाइड्रोजन",
  };
  const row = { ...base, ...cells };
  return CSV_COLUMNS.map((column) => `"${(row[column] ?? "").replaceAll('"', '""')}"`).join(",");
};

/** Files that between them raise every problem the CSV reader reports, file-wide and per row. */
const FILES = [
  "x".repeat(CSV_MAX_CHARS + 1),
  `${HEADER}${row({ question: "Zq-bad\u0000byte" })}`,
  `${HEADER}${row({ question: "Zq-turned \u202Earound" })}`,
  `${HEADER}"Zq-never closed,a,b,c,d,a\n`,
  `${HEADER}"Zq-quoted" after,a,b,c,d,a,,,,,,,\n`,
  "",
  HEADER,
  `${HEADER}${Array.from({ length: CSV_MAX_ROWS + 1 }, (_, i) => row({ question: `Zq-${i}` })).join("\n")}`,
  "question,option1,colour\nZq,a,b\n",
  `${HEADER}Zq-too few,a,b\n`,
  [
    HEADER,
    row({ question: "" }),
    row({ question: "q".repeat(5_001) }),
    row({ type: "essay" }),
    row({ option2: "" }),
    row({ option2: "o".repeat(5_000) }),
    row({ option2: "Argon" }),
    row({ correctAnswer: "z" }),
    row({ correctAnswer: "" }),
    row({ correctAnswer: "B" }),
    row({ type: "multiple", correctAnswer: "" }),
    row({ type: "multiple", correctAnswer: "", correctAnswers: "a;z" }),
    row({ type: "multiple", correctAnswer: "", correctAnswers: "a;a" }),
    row({ type: "numerical", option1: "1", correctAnswer: "a", numericMin: "1", numericMax: "2" }),
    numerical({}),
    numerical({ numericMin: "one", numericMax: "2" }),
    numerical({ numericMin: "1", numericMax: "two" }),
    numerical({ numericMin: "3", numericMax: "2" }),
    row({ difficulty: "impossible" }),
    row({ question: `Zq-$${"{".repeat(MAX_MATH_NESTING + 1)}x${"}".repeat(MAX_MATH_NESTING + 1)}$` }),
  ].join("\n"),
  [
    CSV_COLUMNS.join(","),
    fullRow({ option1Hi: "", option2Hi: "", option3Hi: "", option4Hi: "" }),
    fullRow({ questionHi: "" }),
    fullRow({ option5Hi: "हीलियम" }),
    fullRow({ explanationHi: "आर्गन समूह 18 में है।" }),
    fullRow({ option2Hi: "आर्गन" }),
    fullRow({
      type: "numerical",
      option1: "",
      option2: "",
      option3: "",
      option4: "",
      correctAnswer: "",
      numericMin: "1",
      option2Hi: "",
      option3Hi: "",
      option4Hi: "",
    }),
    fullRow({ asOf: "31-03-2025" }),
    fullRow({ asOf: "2025-02-30" }),
    fullRow({ source: "s".repeat(301) }),
    fullRow({ stimulus: "x".repeat(201) }),
    fullRow({ image: "x".repeat(256) }),
    fullRow({ imageAlt: "A picture with no file" }),
    fullRow({ stimulus: "upsc-csat-rice", image: "rice.png" }),
  ].join("\n"),
];

describe("a question CSV's problems in Hindi", () => {
  const issues = FILES.flatMap((file) => {
    const parsed = parseQuestionCsv(file);
    return [...parsed.errors, ...parsed.warnings];
  });

  it("has every problem the reader reports in Hindi, its column kept as the header names it", () => {
    expect(issues.length).toBe(48);
    const hindi = csvIssuesIn(issues, "hi");
    const untranslated = hindi.filter((issue) => !DEVANAGARI.test(issue.message)).map((i) => i.message);
    expect(untranslated).toEqual([]);
    for (const [i, issue] of hindi.entries()) {
      expect(issue.line).toBe(issues[i]?.line);
      const column = issues[i]?.field;
      if (column && issues[i]?.message.startsWith(`${column}: `))
        expect(issue.message).toMatch(`${column}: `);
    }
    expect(csvIssuesIn(issues, "en")).toEqual(issues);
  });

  it("has the importer's stimulus problems in Hindi, with the value kept", () => {
    for (const english of [
      'stimulus: no passage, table or figure has the id or slug "upsc-csat-rice"',
      'stimulus: "upsc-csat-rice" belongs to another exam than the quiz\'s',
    ]) {
      const hindi = translateError(english, "hi");
      expect(hindi).toMatch(DEVANAGARI);
      expect(hindi).toMatch(/^stimulus: .*"upsc-csat-rice"/);
    }
  });

  it("has the CSV reader's own complaints in Hindi, with what it could not read kept", () => {
    for (const english of [
      'A quoted field on this row has text after its closing quote. Write a quote inside quoted text as two quotes ("")',
      "The file could not be read as CSV: Invalid Record Length",
    ])
      expect(translateError(english, "hi")).toMatch(DEVANAGARI);
    expect(translateError("The file could not be read as CSV: Invalid Record Length", "hi")).toContain(
      "Invalid Record Length",
    );
  });

  it("sums a rejected file up in one line", () => {
    const errors = [
      { line: 3, field: "option2", message: "option2: must not be blank" },
      { line: 4, field: "numericMin", message: 'numericMin: must be a number (got "one")' },
    ];
    expect(csvRejectionSummary(errors, "en")).toBe(
      "Nothing was imported. Line 3: option2: must not be blank (and 1 more error)",
    );
    expect(csvRejectionSummary(errors, "hi")).toBe(
      "कुछ भी आयात नहीं हुआ। पंक्ति 3: option2: रिक्त नहीं होना चाहिए (और 1 त्रुटि)",
    );
  });
});
