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

type Words = { question: string; options: string[] };

/** A question's text and options in the chosen language: Hindi when asked for and written, else English. */
export function wordsIn(words: Words & { hi?: Words }, language: Language) {
  if (language === "hi" && words.hi) return { ...words.hi, lang: "hi" as const };
  return { question: words.question, options: words.options, lang: "en" as const };
}

/**
 * The question's text and options as the server typeset them (`html`), in the chosen language:
 * shown with MathHtml, no KaTeX in the browser.
 */
export function localised(question: { html: Words & { hi?: Words } }, language: Language) {
  return wordsIn(question.html, language);
}

/** An explanation in the chosen language: its Hindi when asked for and written, else its English. */
export function explanationIn(english: string, hindi: string | null | undefined, language: Language) {
  if (language === "hi" && hindi) return { text: hindi, lang: "hi" as const };
  return { text: english, lang: "en" as const };
}
