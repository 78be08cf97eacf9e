import { useLingui } from "@lingui/react";
import { useState } from "react";

// The one rule for the language a question is read in, wherever a learner reads one: the halls, the
// result review, the review deck, bookmarks, the careless-answer list and the learner's reports.

export type Language = "en" | "hi";

/**
 * The language questions are shown in: the interface's, until the learner picks one with a page's
 * own switch (the hall's, the result's). Following the interface (not just starting from it) matters
 * when the saved choice arrives after the first render. A question without Hindi shows its English
 * either way.
 */
export function useQuestionLanguage(): [Language, (language: Language) => void] {
  const interfaceLanguage: Language = useLingui().i18n.locale === "hi" ? "hi" : "en";
  const [chosen, setChosen] = useState<Language | null>(null);
  return [chosen ?? interfaceLanguage, setChosen];
}

/**
 * The rule itself: a question's words (text, options, explanation, a line quoting it) in Hindi when
 * asked for and written, else in English, with the language they are in for the `lang` attribute.
 */
export function inLanguage<T extends object>(english: T, hindi: T | null | undefined, language: Language) {
  if (language === "hi" && hindi) return { ...hindi, lang: "hi" as const };
  return { ...english, lang: "en" as const };
}

type Words = { question: string; options: string[] };

/** A question's text and options in the chosen language. */
export function wordsIn(words: Words & { hi?: Words }, language: Language) {
  return inLanguage({ question: words.question, options: words.options }, words.hi, language);
}

/**
 * The question's text and options as the server typeset them (`html`), in the chosen language:
 * shown with MathHtml, no KaTeX in the browser.
 */
export function localised(question: { html: Words & { hi?: Words } }, language: Language) {
  return wordsIn(question.html, language);
}

/** An explanation in the chosen language: its Hindi when written, else its English. */
export function explanationIn(english: string, hindi: string | null | undefined, language: Language) {
  return inLanguage({ text: english }, hindi ? { text: hindi } : null, language);
}
