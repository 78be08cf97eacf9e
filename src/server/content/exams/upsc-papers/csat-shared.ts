import type { ContentStimulus, FourStrings, QuestionFormat, SingleQuestion } from "~/server/content/types";
import type { Difficulty } from "~/shared/contract/common";

/** The CSAT subject and the topics its full-length papers add to the existing four. */
export const CSAT = "CSAT";
export const RC = "Reading Comprehension";
export const LR = "Logical Reasoning";
export const BN = "Basic Numeracy";
export const DI = "Data Interpretation";
export const PZ = "Puzzles and Arrangements";

/** A CSAT question written in both languages (UPSC prints Paper II in English and Hindi). */
export type CsatItem = {
  key: string;
  topic: string;
  d: Difficulty;
  format?: QuestionFormat;
  stimulus?: string;
  source?: string;
  /** English: question, options, index of the correct option, explanation */
  q: string;
  o: FourStrings;
  c: 0 | 1 | 2 | 3;
  e: string;
  /** Hindi: question, options (the English options when absent: numbers read the same), explanation */
  hq: string;
  ho?: FourStrings;
  he: string;
};

export function csat(item: CsatItem): SingleQuestion {
  const question: SingleQuestion = {
    key: item.key,
    subject: CSAT,
    topic: item.topic,
    difficulty: item.d,
    text: item.q,
    options: item.o,
    correct: item.c,
    explanation: item.e,
    hi: { text: item.hq, options: item.ho ?? item.o, explanation: item.he },
  };
  if (item.format) question.format = item.format;
  if (item.stimulus) question.stimulus = item.stimulus;
  if (item.source) question.source = item.source;
  return question;
}

/** A reading passage of paper `paper` ("p2"), numbered as the paper prints it, in both languages. */
export const readingPassage = (
  paper: string,
  slug: string,
  n: number,
  body: string,
  hiBody: string,
): ContentStimulus => ({
  key: `upsc-csat-${paper}-rc-${slug}`,
  kind: "passage",
  title: `Passage ${n}`,
  body,
  hi: { title: `परिच्छेद ${n}`, body: hiBody },
});

/** A question of a passage's set: `n` numbers it in the paper, `slug` names its passage. */
export type ReadingItem = Omit<CsatItem, "key" | "topic" | "format" | "stimulus" | "ho"> & {
  n: string;
  slug: string;
  ho: FourStrings;
};

export const readingQuestion =
  (paper: string) =>
  ({ n, slug, ...item }: ReadingItem): SingleQuestion =>
    csat({
      ...item,
      key: `upsc-csat-${paper}-rc-${n}`,
      topic: RC,
      format: "passage",
      stimulus: `upsc-csat-${paper}-rc-${slug}`,
    });
