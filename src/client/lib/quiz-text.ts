import { useLingui } from "@lingui/react";

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
