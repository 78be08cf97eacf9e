import type { PaperContent } from "~/server/content/papers";
import type { ContentQuestion } from "~/server/content/types";
import { awarenessPaperA, awarenessPaperB } from "./tier-1-awareness";
import { englishPaperA, englishPaperB, englishStimuli } from "./tier-1-english";
import { quantPaperA, quantPaperB, quantStimuli } from "./tier-1-quant";
import { reasoningPaperA, reasoningPaperB } from "./tier-1-reasoning";

const keys = (questions: ContentQuestion[]) => questions.map((q) => q.key);

const SECTION = {
  reasoning: "General Intelligence and Reasoning",
  awareness: "General Awareness",
  quant: "Quantitative Aptitude",
  english: "English Comprehension",
} as const;

/**
 * SSC CGL Tier 1 full-length papers and the questions written for them: 100 questions in four
 * sections of 25, 60 minutes. Each paper also carries a few questions of the base SSC bank
 * (keys without a paper prefix); no question is in both papers.
 */
export const sscTier1Papers: PaperContent = {
  topics: {
    Reasoning: [
      "Venn Diagrams",
      "Syllogism",
      "Figure Counting",
      "Mirror and Water Images",
      "Cubes and Dice",
      "Paper Folding",
      "Missing Number",
      "Alphabet and Word Test",
      "Seating Arrangement",
      "Clock and Calendar",
    ],
    "General Awareness": ["Current Affairs"],
    "Quantitative Aptitude": ["Simplification", "Mixture and Alligation", "Data Interpretation"],
    English: ["Cloze Test", "Reading Comprehension"],
  },
  questions: [
    ...reasoningPaperA,
    ...reasoningPaperB,
    ...awarenessPaperA,
    ...awarenessPaperB,
    ...quantPaperA,
    ...quantPaperB,
    ...englishPaperA,
    ...englishPaperB,
  ],
  stimuli: [...quantStimuli, ...englishStimuli],
  quizzes: [
    {
      key: "ssc-full-tier1-01",
      kind: "mock",
      title: "SSC CGL Tier 1 Full-Length Mock 1 (easy)",
      description:
        "A complete Tier 1 paper of 100 questions in 60 minutes, 25 each in Reasoning, General Awareness, Quantitative Aptitude and English, marked +2 / −0.5. An original paper written for Abhyas in the current official pattern, pitched easier than the average shift: a good first full paper.",
      difficulty: "easy",
      timeLimitMinutes: 60,
      fullLength: { paper: "SSC CGL Tier 1", questions: 100, minutes: 60 },
      sections: [
        {
          name: SECTION.reasoning,
          questionKeys: ["ssc-rea-01", "ssc-rea-02", "ssc-rea-05", ...keys(reasoningPaperA)],
        },
        {
          name: SECTION.awareness,
          questionKeys: ["ssc-ga-01", "ssc-ga-05", ...keys(awarenessPaperA)],
        },
        {
          name: SECTION.quant,
          questionKeys: ["ssc-qa-02", "ssc-qa-05", ...keys(quantPaperA)],
        },
        {
          name: SECTION.english,
          questionKeys: [...keys(englishPaperA), "ssc-eng-02", "ssc-eng-03", "ssc-eng-08", "ssc-eng-14"],
        },
      ],
    },
    {
      key: "ssc-full-tier1-02",
      kind: "mock",
      title: "SSC CGL Tier 1 Full-Length Mock 2 (hard)",
      description:
        "A complete Tier 1 paper of 100 questions in 60 minutes, 25 each in Reasoning, General Awareness, Quantitative Aptitude and English, marked +2 / −0.5. An original paper written for Abhyas in the current official pattern, set at the level of the toughest shifts: long arithmetic, multi-step reasoning and harder vocabulary.",
      difficulty: "hard",
      timeLimitMinutes: 60,
      fullLength: { paper: "SSC CGL Tier 1", questions: 100, minutes: 60 },
      sections: [
        {
          name: SECTION.reasoning,
          questionKeys: ["ssc-rea-03", "ssc-rea-11", "ssc-rea-15", "ssc-rea-17", ...keys(reasoningPaperB)],
        },
        {
          name: SECTION.awareness,
          questionKeys: ["ssc-ga-02", "ssc-ga-16", ...keys(awarenessPaperB)],
        },
        {
          name: SECTION.quant,
          questionKeys: ["ssc-qa-14", "ssc-qa-09", "ssc-qa-17", "ssc-qa-19", ...keys(quantPaperB)],
        },
        {
          name: SECTION.english,
          questionKeys: [...keys(englishPaperB), "ssc-eng-04", "ssc-eng-07", "ssc-eng-18"],
        },
      ],
    },
  ],
};
