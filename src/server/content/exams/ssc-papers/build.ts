import type { FourStrings, QuestionFormat, SingleQuestion } from "~/server/content/types";
import type { Difficulty } from "~/shared/contract/common";

/** The Hindi of a question: its text, its four options and its explanation. */
export type Hindi = [text: string, options: FourStrings, explanation: string];

type Extra = { format?: QuestionFormat; stimulus?: string; source?: string; asOf?: string };

const LEVEL: Record<"e" | "m" | "h", Difficulty> = { e: "easy", m: "medium", h: "hard" };

/**
 * One four-option SSC question, written compactly: subject, topic, level (e/m/h), the English,
 * the keyed option's index, the explanation, the Hindi (outside English) and any extra fields.
 */
export function sscQuestion(
  key: string,
  subject: string,
  topic: string,
  level: "e" | "m" | "h",
  text: string,
  options: FourStrings,
  correct: 0 | 1 | 2 | 3,
  explanation: string,
  hi?: Hindi,
  extra: Extra = {},
): SingleQuestion {
  return {
    key,
    subject,
    topic,
    difficulty: LEVEL[level],
    ...extra,
    text,
    options,
    correct,
    explanation,
    ...(hi ? { hi: { text: hi[0], options: hi[1], explanation: hi[2] } } : {}),
  };
}
