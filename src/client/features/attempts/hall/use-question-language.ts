import { useLingui } from "@lingui/react";
import { useState } from "react";
import type { Language } from "./question-view";

/**
 * The language questions are shown in: the interface's, until the learner picks one with the hall's
 * own switch. Following the interface (not just starting from it) matters when the saved choice
 * arrives after the first render. A question without Hindi shows its English either way.
 */
export function useQuestionLanguage(): [Language, (language: Language) => void] {
  const interfaceLanguage: Language = useLingui().i18n.locale === "hi" ? "hi" : "en";
  const [chosen, setChosen] = useState<Language | null>(null);
  return [chosen ?? interfaceLanguage, setChosen];
}
