import { translateError } from "~/server/http/error-language";
import type { CsvIssue } from "~/shared/contract/admin";
import type { Language } from "~/shared/languages";

/** A CSV's problems in the admin's language: each message as error-language.ts translates it. */
export const csvIssuesIn = (issues: readonly CsvIssue[], language: Language): CsvIssue[] =>
  issues.map((issue) => ({ ...issue, message: translateError(issue.message, language) }));

const SUMMARY = {
  en: {
    nothing: "Nothing was imported.",
    line: (line: number) => `Line ${line}: `,
    more: (count: number) => ` (and ${count} more error${count > 1 ? "s" : ""})`,
    none: "The CSV has errors",
  },
  hi: {
    nothing: "कुछ भी आयात नहीं हुआ।",
    line: (line: number) => `पंक्ति ${line}: `,
    more: (count: number) => ` (और ${count} ${count > 1 ? "त्रुटियाँ" : "त्रुटि"})`,
    none: "CSV में त्रुटियाँ हैं",
  },
} as const;

/** A rejected upload in one line: nothing imported, the first problem and how many more. */
export function csvRejectionSummary(errors: readonly CsvIssue[], language: Language): string {
  const words = SUMMARY[language];
  const first = errors[0];
  if (!first) return words.none;
  const where = first.line !== null ? words.line(first.line) : "";
  const more = errors.length > 1 ? words.more(errors.length - 1) : "";
  return `${words.nothing} ${where}${translateError(first.message, language)}${more}`;
}
