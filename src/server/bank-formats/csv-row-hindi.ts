import type { CsvColumn } from "~/shared/contract/admin";

/** The Hindi columns beside their English ones, in the file's order. */
export const HINDI_OPTION_COLUMNS = [
  "option1Hi",
  "option2Hi",
  "option3Hi",
  "option4Hi",
  "option5Hi",
] as const;

const LIMITS = { question: 5000, option: 1000, explanation: 5000 } as const;

export type CsvHindi = { questionHi: string | null; optionsHi: string[]; explanationHi: string | null };

type Checks = {
  cell: (column: CsvColumn) => string;
  fail: (column: string, message: string) => void;
};

/**
 * A row's Hindi version, checked like its English: all of the row's texts or none. A row with any
 * Hindi needs questionHi, the Hindi of each of its English options (as many as there are; none for a
 * numerical question) and explanationHi exactly when it has an explanation. Answers the Hindi as read
 * (questionHi null when the row has none); the caller stores it only when no check failed.
 */
export function readCsvHindi(
  english: { options: string[]; explanation: string; isNumerical: boolean },
  { cell, fail }: Checks,
): CsvHindi {
  const questionHi = cell("questionHi");
  const optionCells = HINDI_OPTION_COLUMNS.map((column) => cell(column));
  const explanationHi = cell("explanationHi");
  const hasHindi = Boolean(questionHi || explanationHi || optionCells.some(Boolean));
  if (!hasHindi) return { questionHi: null, optionsHi: [], explanationHi: null };

  const whole = "must not be blank when the row has Hindi (give all of its Hindi texts or none)";
  if (!questionHi) fail("questionHi", whole);
  else if (questionHi.length > LIMITS.question)
    fail("questionHi", `must be at most ${LIMITS.question} characters`);

  const optionsHi: string[] = [];
  HINDI_OPTION_COLUMNS.forEach((column, i) => {
    const value = optionCells[i] ?? "";
    if (english.isNumerical) {
      if (value) fail(column, "must be blank for a numerical question");
      return;
    }
    const hasEnglish = i < english.options.length;
    if (!hasEnglish) {
      if (value) fail(column, `must be blank when option${i + 1} is blank`);
      return;
    }
    if (!value) fail(column, whole);
    else if (value.length > LIMITS.option) fail(column, `must be at most ${LIMITS.option} characters`);
    optionsHi.push(value);
  });
  const seen = new Map<string, number>();
  optionsHi.forEach((option, i) => {
    if (!option) return;
    const first = seen.get(option.toLowerCase());
    if (first !== undefined) fail(`option${i + 1}Hi`, `is the same as option${first + 1}Hi`);
    else seen.set(option.toLowerCase(), i);
  });

  if (english.explanation && !explanationHi) fail("explanationHi", whole);
  else if (!english.explanation && explanationHi)
    fail("explanationHi", "must be blank when explanation is blank");
  else if (explanationHi.length > LIMITS.explanation)
    fail("explanationHi", `must be at most ${LIMITS.explanation} characters`);

  return { questionHi: questionHi || null, optionsHi, explanationHi: explanationHi || null };
}
