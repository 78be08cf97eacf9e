import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";

// Content in the reader's language: the names of subjects, topics and sections, and quiz titles.

const NAMESPACE = "content-names";

/**
 * A subject, topic or section name in the reader's language. The question bank keys them in English
 * and the server sends them so; in Hindi they read as src/client/i18n/locales/hi/content-names.json
 * has them (it loads with the other Hindi catalogues). A name it does not list (a subject an admin
 * has just added) shows as written. The English file lists the same names to itself, for the
 * catalogue tests; no English is shipped for this.
 */
export function contentNameIn(i18n: I18n, name: string): string {
  if (i18n.locale !== "hi") return name;
  const id = `${NAMESPACE}.${name}`;
  return Object.hasOwn(i18n.messages, id) ? i18n._(id) : name;
}

/** For a component: renders again when the language changes. */
export function useContentName(): (name: string) => string {
  const { i18n } = useLingui();
  return (name) => contentNameIn(i18n, name);
}

type Titled = { title: string; titleHi?: string | null };
type Described = { description: string; descriptionHi?: string | null };

/**
 * A quiz's title and description in the reader's language: the Hindi the quiz has when the interface
 * is in Hindi, else the English (an admin's quiz may have no Hindi). Renders again on a language change.
 */
export function useQuizText() {
  const { i18n } = useLingui();
  const hindi = i18n.locale === "hi";
  return {
    title: (quiz: Titled) => (hindi && quiz.titleHi) || quiz.title,
    description: (quiz: Described) => (hindi && quiz.descriptionHi) || quiz.description,
  };
}
