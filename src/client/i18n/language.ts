import { LANGUAGES, type Language } from "@shared/languages";

export type { Language };
export { LANGUAGES };

/** Where a visitor's choice is kept in the browser (a signed-in learner's is on the server too). */
export const LANGUAGE_STORAGE_KEY = "abhyas.language";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/**
 * The interface language: the signed-in learner's saved choice, else the choice kept in this
 * browser, else the first of the browser's languages (its Accept-Language) that we have, else English.
 */
export function chooseLanguage(sources: {
  saved?: string | null;
  stored?: string | null;
  browser?: readonly string[];
}): Language {
  if (isLanguage(sources.saved)) return sources.saved;
  if (isLanguage(sources.stored)) return sources.stored;
  for (const tag of sources.browser ?? []) {
    const primary = tag.toLowerCase().split("-")[0];
    if (isLanguage(primary)) return primary;
  }
  return "en";
}

/** The Intl locale for a language: Indian English and Hindi (lakh and crore grouping, DD MMM YYYY). */
export const intlLocale = (language: Language) => (language === "hi" ? "hi-IN" : "en-IN");
