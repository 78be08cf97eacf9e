import { MAX_MATH_NESTING, tooDeeplyNested } from "~/domain/math-nesting";
import { type CsvColumn, type CsvIssue, isRealDate } from "~/shared/contract/admin";
import { DIFFICULTIES, IST_DAY_PATTERN, QUESTION_TYPES, type QuestionType } from "~/shared/contract/common";
import type { CsvParseResult } from "./csv-import";
import { readCsvHindi } from "./csv-row-hindi";

/** One question row of a CSV checked column by column: a question to insert, or its errors. */

const LETTERS = ["a", "b", "c", "d", "e"] as const;
const OPTION_COLUMNS = ["option1", "option2", "option3", "option4", "option5"] as const;
const LIMITS = {
  question: 5000,
  option: 1000,
  explanation: 5000,
  subject: 120,
  topic: 120,
  stimulus: 200,
  source: 300,
  image: 255,
  imageAlt: 500,
} as const;

/** The duplicate key of a question text: same text once trimmed, spaces collapsed and lower-cased. */
export function questionKey(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

export function checkRow(
  cells: string[],
  line: number,
  columns: Map<CsvColumn, number>,
  headerLength: number,
  result: CsvParseResult,
) {
  // A trailing empty cell beyond the header (an extra comma at the end) is not an error.
  const width =
    cells.length > headerLength && cells.slice(headerLength).every((c) => c.trim() === "")
      ? headerLength
      : cells.length;
  // With a wrong number of values the cells are shifted: checking them one by one would only add
  // confusing messages, so the row gets the one error that explains it.
  const isShifted = width !== headerLength;
  const rowErrors: CsvIssue[] = [];
  if (isShifted) {
    rowErrors.push({
      line,
      message: `the row has ${width} values but the header has ${headerLength} columns. Wrap text that contains commas in double quotes.`,
    });
  }
  const fail = (field: string, message: string) => {
    if (!isShifted) rowErrors.push({ line, field, message: `${field}: ${message}` });
  };
  const cell = (column: CsvColumn) => {
    const index = columns.get(column);
    return index === undefined ? "" : (cells[index] ?? "").trim();
  };

  const question = cell("question");
  if (!question) fail("question", "must not be blank");
  else if (question.length > LIMITS.question)
    fail("question", `must be at most ${LIMITS.question} characters`);

  const typeText = cell("type");
  const type: QuestionType | null = typeText
    ? (QUESTION_TYPES.find((t) => t === typeText.toLowerCase()) ?? null)
    : "single";
  if (!type) fail("type", `must be one of ${QUESTION_TYPES.join(", ")} (got "${typeText}")`);
  const isNumerical = type === "numerical";

  const options: string[] = [];
  for (const column of OPTION_COLUMNS) {
    const value = cell(column);
    if (isNumerical) {
      if (value) fail(column, "must be blank for a numerical question");
      continue;
    }
    if (column === "option5" && !value) continue;
    if (!value) fail(column, "must not be blank");
    else if (value.length > LIMITS.option) fail(column, `must be at most ${LIMITS.option} characters`);
    options.push(value);
  }
  const seen = new Map<string, number>();
  options.forEach((option, i) => {
    if (!option) return;
    const first = seen.get(option.toLowerCase());
    if (first !== undefined) fail(`option${i + 1}`, `is the same as option${first + 1}`);
    else seen.set(option.toLowerCase(), i);
  });
  const letters = LETTERS.slice(0, Math.max(4, options.length));
  const letterList = letters.join(", ");
  const indexOfLetter = (text: string) => letters.indexOf(text.toLowerCase() as (typeof LETTERS)[number]);

  const letter = cell("correctAnswer");
  let correctIndex: number | null = null;
  let correctAnswers: number[] | null = null;
  let numericMin: number | null = null;
  let numericMax: number | null = null;
  if (type === "single" || type === null) {
    const index = indexOfLetter(letter);
    if (index === -1) {
      fail(
        "correctAnswer",
        letter
          ? `must be one of ${letterList} (got "${letter}")`
          : `must not be blank (one of ${letterList})`,
      );
    } else {
      correctIndex = index;
      if (letter !== letter.toLowerCase() && !isShifted) {
        result.warnings.push({
          line,
          field: "correctAnswer",
          message: `correctAnswer: "${letter}" is not lowercase; read as "${letter.toLowerCase()}"`,
        });
      }
    }
  } else if (type === "multiple") {
    const field = cell("correctAnswers") ? "correctAnswers" : "correctAnswer";
    const text = cell(field);
    const parts = text.split(/[;,\s]+/).filter(Boolean);
    const indexes = parts.map(indexOfLetter);
    if (parts.length === 0) {
      fail("correctAnswers", `must not be blank for a multiple-correct question (letters such as "a;c")`);
    } else if (indexes.includes(-1)) {
      fail(field, `must be letters from ${letterList} separated by ";" (got "${text}")`);
    } else if (new Set(indexes).size !== indexes.length) {
      fail(field, `must not name the same option twice (got "${text}")`);
    } else {
      correctAnswers = [...indexes].sort((a, b) => a - b);
    }
  } else {
    if (letter)
      fail("correctAnswer", "must be blank for a numerical question (give numericMin and numericMax)");
    const minText = cell("numericMin");
    const maxText = cell("numericMax") || minText;
    const min = Number(minText);
    const max = Number(maxText);
    if (!minText) fail("numericMin", "must not be blank for a numerical question");
    else if (!Number.isFinite(min)) fail("numericMin", `must be a number (got "${minText}")`);
    else if (!Number.isFinite(max)) fail("numericMax", `must be a number (got "${maxText}")`);
    else if (min > max) fail("numericMin", `must not be larger than numericMax (${minText} > ${maxText})`);
    else {
      numericMin = min;
      numericMax = max;
    }
  }

  const explanation = cell("explanation");
  if (explanation.length > LIMITS.explanation) {
    fail("explanation", `must be at most ${LIMITS.explanation} characters`);
  }
  const subject = cell("subject") || null;
  if (subject && subject.length > LIMITS.subject)
    fail("subject", `must be at most ${LIMITS.subject} characters`);
  const topic = cell("topic") || null;
  if (topic && topic.length > LIMITS.topic) fail("topic", `must be at most ${LIMITS.topic} characters`);
  const difficultyText = cell("difficulty");
  const difficulty = difficultyText
    ? (DIFFICULTIES.find((d) => d === difficultyText.toLowerCase()) ?? null)
    : null;
  if (difficultyText && !difficulty) {
    fail("difficulty", `must be one of ${DIFFICULTIES.join(", ")} (got "${difficultyText}")`);
  }

  const hindi = readCsvHindi({ options, explanation, isNumerical }, { cell, fail });
  const stimulus = cell("stimulus") || null;
  if (stimulus && stimulus.length > LIMITS.stimulus)
    fail("stimulus", `must be at most ${LIMITS.stimulus} characters (an id or a slug)`);
  else if (stimulus && !isShifted) result.stimulusRefs.push({ line, ref: stimulus });
  const image = cell("image") || null;
  const imageAlt = cell("imageAlt") || null;
  if (image && image.length > LIMITS.image)
    fail("image", `must be at most ${LIMITS.image} characters (a file name)`);
  if (imageAlt && imageAlt.length > LIMITS.imageAlt)
    fail("imageAlt", `must be at most ${LIMITS.imageAlt} characters`);
  if (imageAlt && !image) fail("image", "is empty, but imageAlt describes a picture: name its file");
  if (image && stimulus)
    fail("image", "a question shows one passage, table or figure: give either stimulus or image, not both");
  const source = cell("source") || null;
  if (source && source.length > LIMITS.source) fail("source", `must be at most ${LIMITS.source} characters`);
  const asOf = cell("asOf") || null;
  if (asOf && !IST_DAY_PATTERN.test(asOf)) fail("asOf", `must be a date written YYYY-MM-DD (got "${asOf}")`);
  else if (asOf && !isRealDate(asOf))
    fail("asOf", `is not a real calendar date from 2000 to 2100 (got "${asOf}")`);

  const texts: [string, string][] = [
    ["question", question],
    ["explanation", explanation],
    ["questionHi", hindi.questionHi ?? ""],
    ["explanationHi", hindi.explanationHi ?? ""],
  ];
  for (const [i, option] of options.entries()) texts.push([`option${i + 1}`, option]);
  for (const [i, option] of hindi.optionsHi.entries()) texts.push([`option${i + 1}Hi`, option]);
  for (const [column, text] of texts) {
    if (tooDeeplyNested(text))
      fail(column, `math is nested too deeply (at most ${MAX_MATH_NESTING} levels of braces)`);
  }

  const valid = rowErrors.length === 0;
  result.rows.push({
    line,
    question,
    options,
    correctLetter: type === "multiple" ? cell("correctAnswers") || letter : letter,
    correctAnswer: correctIndex,
    ...(typeText ? { type: typeText } : {}),
    ...(correctAnswers ? { correctAnswers } : {}),
    ...(numericMin !== null && numericMax !== null
      ? { numericAnswer: { min: numericMin, max: numericMax } }
      : {}),
    explanation,
    subject,
    topic,
    difficulty: difficultyText || null,
    ...hindi,
    stimulus,
    source,
    asOf,
    valid,
  });
  result.errors.push(...rowErrors);
  if (valid && type) {
    result.questions.push({
      line,
      question,
      type,
      options,
      correctIndex,
      correctAnswers,
      numericMin,
      numericMax,
      explanation,
      subject,
      topic,
      difficulty,
      questionHi: hindi.questionHi,
      // a numerical question's Hindi has no options: stored as [] beside its text, as the form does
      optionsHi: hindi.questionHi === null ? null : hindi.optionsHi,
      explanationHi: hindi.explanationHi,
      stimulus,
      sourceNote: source,
      asOf,
      image,
      imageAlt,
      key: questionKey(question),
    });
  }
}
