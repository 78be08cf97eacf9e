import { bankProblemPlaceInHindi } from "~/server/http/bank-format-hindi";
import { translateError } from "~/server/http/error-language";
import type { BankImportResponse } from "~/shared/contract/bank-exchange";
import { fieldLabel } from "~/shared/contract/field-label";
import type { Language } from "~/shared/languages";

/**
 * zod's own words for a bank schema check that has no message of its own (a misspelt field, a value
 * outside a list), worded as zod's Hindi locale words them in the API's validation errors.
 */
const ZOD_WORDS: [RegExp, (found: RegExpExecArray) => string][] = [
  [/^Invalid input$/, () => "अमान्य इनपुट"],
  [/^Invalid option: expected one of (.+)$/s, (m) => `अमान्य विकल्प: अपेक्षित मानों में से एक ${m[1]}`],
  [/^Invalid input: expected (\S+), received (\S+)$/, (m) => `अमान्य इनपुट: अपेक्षित ${m[1]}, प्राप्त ${m[2]}`],
  [/^Unrecognized key: (.+)$/s, (m) => `अपरिचित कुंजी: ${m[1]}`],
  [/^Unrecognized keys: (.+)$/s, (m) => `अपरिचित कुंजियाँ: ${m[1]}`],
  [/^Too small: expected (.+)$/s, (m) => `बहुत छोटा: अपेक्षित ${m[1]}`],
  [/^Too big: expected (.+)$/s, (m) => `बहुत बड़ा: अपेक्षित ${m[1]}`],
];

const FIELD_MESSAGE = /^([\w.{}]+): ([\s\S]+)$/;

function zodWordsInHindi(problem: string): string | null {
  for (const [pattern, hindi] of ZOD_WORDS) {
    const found = pattern.exec(problem);
    if (found) return hindi(found);
  }
  return null;
}

/** One part in Hindi: its entry in error-language.ts, or zod's own words; null without either. */
function partInHindi(part: string): string | null {
  const translated = translateError(part, "hi");
  if (translated !== part) return translated;
  const field = FIELD_MESSAGE.exec(part);
  const problem = zodWordsInHindi(field ? (field[2] as string) : part);
  if (problem === null) return null;
  return field ? `${fieldLabel(field[1] as string, "hi")}: ${problem}` : problem;
}

/**
 * A problem's message in `language`. A format joins an item's several schema problems with "; ":
 * each part is translated on its own, and the Hindi is used only when every part has one (a message
 * is never sent half translated).
 */
export function bankProblemIn(message: string, language: Language): string {
  if (language === "en") return message;
  const whole = partInHindi(message);
  if (whole !== null) return whole;
  const parts = message.split("; ").map(partInHindi);
  return parts.length < 2 || parts.includes(null) ? message : parts.join("; ");
}

const placeIn = (where: string, language: Language) =>
  language === "en" ? where : bankProblemPlaceInHindi(where);

/** A preview's or an import's answer with its places and problems in the admin's language. */
export function bankImportIn<R extends BankImportResponse>(result: R, language: Language): R {
  if (language === "en") return result;
  return {
    ...result,
    items: result.items.map((item) => ({ ...item, where: placeIn(item.where, language) })),
    problems: result.problems.map((p) => ({
      where: placeIn(p.where, language),
      message: bankProblemIn(p.message, language),
    })),
    duplicates: result.duplicates.map((d) => ({ ...d, where: placeIn(d.where, language) })),
  };
}
