import type { PaperContent } from "~/server/content/papers";
import type { ContentQuestion, ContentQuiz } from "~/server/content/types";
import { gsPolityQuestions } from "./gs-1-polity";
import { gsHistoryQuestions } from "./gs-2-history";
import { gsGeographyQuestions } from "./gs-3-geography";
import { gsEconomyQuestions } from "./gs-4-economy";
import { gsEnvironmentQuestions } from "./gs-5-environment";
import { gsScienceQuestions } from "./gs-6-science";
import { CA_CONSERVATION_TOPIC, gsCurrentAffairsQuestions } from "./gs-7-current-affairs";

const SECTION = "General Studies Paper I";
const FULL_LENGTH = { paper: "UPSC CSE prelims GS Paper I", questions: 100, minutes: 120 };

const bySubject: ContentQuestion[][] = [
  gsPolityQuestions,
  gsHistoryQuestions,
  gsGeographyQuestions,
  gsEconomyQuestions,
  gsEnvironmentQuestions,
  gsScienceQuestions,
  gsCurrentAffairsQuestions,
];

/**
 * Existing UPSC GS questions (in upsc.ts) each paper also uses, by subject in the order above.
 * No question is in both papers.
 */
const EXISTING_A: string[][] = [
  ["upsc-pol-01", "upsc-pol-05", "upsc-pol-10"],
  ["upsc-hist-01", "upsc-hist-02"],
  ["upsc-geo-01", "upsc-geo-03", "upsc-geo-04"],
  ["upsc-eco-01", "upsc-eco-04", "upsc-eco-06"],
  ["upsc-env-01", "upsc-env-03", "upsc-env-05"],
  ["upsc-sci-02", "upsc-sci-07"],
  ["upsc-ca-03"],
];
const EXISTING_B: string[][] = [
  ["upsc-pol-03", "upsc-pol-08", "upsc-pol-09"],
  ["upsc-hist-03", "upsc-hist-05", "upsc-hist-10"],
  ["upsc-geo-02", "upsc-geo-07", "upsc-geo-09"],
  ["upsc-eco-03", "upsc-eco-08"],
  ["upsc-env-02", "upsc-env-04", "upsc-env-06"],
  ["upsc-sci-05", "upsc-sci-06"],
  ["upsc-ca-04", "upsc-ca-09"],
];

/**
 * A paper's question keys: each subject's new questions (keys with the paper's prefix) and the
 * existing ones it reuses, dealt out subject by subject in turn so the subjects mix through the
 * paper as they do in the real one.
 */
function paperKeys(prefix: string, existing: string[][]): string[] {
  const piles = bySubject.map((list, i) => [
    ...list.filter((q) => q.key.startsWith(prefix)).map((q) => q.key),
    ...(existing[i] ?? []),
  ]);
  const keys: string[] = [];
  for (let round = 0; keys.length < piles.flat().length; round++) {
    for (const pile of piles) {
      const key = pile[round];
      if (key) keys.push(key);
    }
  }
  return keys;
}

export const GS_PAPER_A_KEYS = paperKeys("upsc-gsa-", EXISTING_A);
export const GS_PAPER_B_KEYS = paperKeys("upsc-gsb-", EXISTING_B);

const quizzes: ContentQuiz[] = [
  {
    key: "upsc-mock-gs1-full-a",
    kind: "mock",
    title: "UPSC Prelims GS Paper I Full-Length Mock A (easy)",
    description:
      "A complete 100-question, 2-hour General Studies Paper I, an original paper written for Abhyas in the current UPSC prelims pattern: polity, history and culture, geography, economy, environment, science and current affairs, with 'how many of the above', pair and Statement-I/II questions. An easier paper for a first full-length attempt.",
    difficulty: "easy",
    timeLimitMinutes: FULL_LENGTH.minutes,
    fullLength: FULL_LENGTH,
    sections: [{ name: SECTION, questionKeys: GS_PAPER_A_KEYS }],
  },
  {
    key: "upsc-mock-gs1-full-b",
    kind: "mock",
    title: "UPSC Prelims GS Paper I Full-Length Mock B (hard)",
    description:
      "A complete 100-question, 2-hour General Studies Paper I, an original paper written for Abhyas in the current UPSC prelims pattern, set hard: most questions turn on fine distinctions between close statements, Articles and dates, as the toughest recent papers do.",
    difficulty: "hard",
    timeLimitMinutes: FULL_LENGTH.minutes,
    fullLength: FULL_LENGTH,
    sections: [{ name: SECTION, questionKeys: GS_PAPER_B_KEYS }],
  },
];

/** UPSC prelims General Studies Paper I full-length papers and the questions written for them. */
export const upscGsPapers: PaperContent = {
  topics: { "Current affairs": [CA_CONSERVATION_TOPIC] },
  questions: bySubject.flat(),
  quizzes,
};
