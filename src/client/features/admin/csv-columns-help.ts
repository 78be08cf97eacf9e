import { CSV_REQUIRED_COLUMNS, type CsvColumn } from "@shared/contract/admin";
import { EXAMPLE_ROW } from "./csv-template";
import type { AdminUploadKey } from "./upload-messages";

/** One entry of the CSV help: columns that hold the same kind of thing, what they hold, an example. */
export type CsvColumnHelp = {
  columns: readonly CsvColumn[];
  required: boolean;
  help: AdminUploadKey;
  example: string;
};

const exampleOf = (...columns: CsvColumn[]) => columns.map((c) => EXAMPLE_ROW[c] ?? "").join(" · ");
const isRequired = (column: CsvColumn) => (CSV_REQUIRED_COLUMNS as readonly CsvColumn[]).includes(column);
const entry = (columns: CsvColumn[], help: AdminUploadKey, example: string): CsvColumnHelp => ({
  columns,
  required: columns.every(isRequired),
  help,
  example,
});

/** Every column of a questions CSV once, in the order an admin fills a row (held by its test). */
export const CSV_COLUMNS_HELP: readonly CsvColumnHelp[] = [
  entry(["question"], "helpQuestion", exampleOf("question")),
  entry(
    ["option1", "option2", "option3", "option4"],
    "helpOptions",
    exampleOf("option1", "option2", "option3", "option4"),
  ),
  entry(["correctAnswer"], "helpCorrectAnswer", exampleOf("correctAnswer")),
  entry(["type"], "helpType", "multiple"),
  entry(["option5"], "helpOption5", "Helium"),
  entry(["correctAnswers"], "helpCorrectAnswers", "a;c;e"),
  entry(["numericMin", "numericMax"], "helpNumeric", "19.5 · 19.7"),
  entry(["explanation"], "helpExplanation", exampleOf("explanation")),
  entry(["subject"], "helpSubject", exampleOf("subject")),
  entry(["topic"], "helpTopic", exampleOf("topic")),
  entry(["difficulty"], "helpDifficulty", exampleOf("difficulty")),
  entry(["questionHi"], "helpQuestionHi", exampleOf("questionHi")),
  entry(
    ["option1Hi", "option2Hi", "option3Hi", "option4Hi", "option5Hi"],
    "helpOptionsHi",
    exampleOf("option1Hi", "option2Hi", "option3Hi", "option4Hi"),
  ),
  entry(["explanationHi"], "helpExplanationHi", exampleOf("explanationHi")),
  entry(["stimulus"], "helpStimulus", "12 · upsc-csat-rice"),
  entry(["source"], "helpSource", exampleOf("source")),
  entry(["asOf"], "helpAsOf", "2023-09-10"),
  entry(["image", "imageAlt"], "helpImage", "triangle.png · A right triangle with sides 3, 4 and 5"),
];
