import type { PaperContent } from "~/server/content/papers";
import type { ContentQuestion, ContentQuiz } from "~/server/content/types";
import { paper1EnglishQuestions, paper1EnglishStimuli } from "./prelims-1-english";
import { paper1QuantQuestions, paper1QuantStimuli } from "./prelims-1-quant";
import { paper1ReasoningQuestions, paper1ReasoningStimuli } from "./prelims-1-reasoning";

const keys = (questions: ContentQuestion[]) => questions.map((q) => q.key);

const FULL_LENGTH = { paper: "IBPS PO prelims", questions: 100, minutes: 60 };

/** Paper 1 (easy): 100 questions, of which 18 are earlier Banking questions placed in it. */
const paper1: ContentQuiz = {
  key: "banking-prelims-full-1",
  kind: "mock",
  title: "IBPS PO Prelims Full-Length Paper 1 (easy)",
  description:
    "An original IBPS PO Preliminary paper written for Abhyas in the current official pattern: 100 five-option questions in 60 minutes, English Language (30), Quantitative Aptitude (35) and Reasoning Ability (35), each section closing after its own 20 minutes. An easier paper, with a reading passage, cloze and para-jumble sets, two data tables and two puzzle sets.",
  difficulty: "easy",
  timeLimitMinutes: 60,
  fullLength: FULL_LENGTH,
  sections: [
    {
      name: "English Language",
      timeLimitMinutes: 20,
      questionKeys: [
        ...keys(paper1EnglishQuestions.slice(0, 18)),
        ...keys(paper1EnglishQuestions.slice(18, 22)),
        "banking-en-07",
        ...keys(paper1EnglishQuestions.slice(22, 24)),
        "banking-en-11",
        "banking-en-12",
        ...keys(paper1EnglishQuestions.slice(24)),
        "banking-en-15",
      ],
    },
    {
      name: "Quantitative Aptitude",
      timeLimitMinutes: 20,
      questionKeys: [
        "banking-qa-01",
        "banking-qa-02",
        ...keys(paper1QuantQuestions.slice(0, 24)),
        "banking-qa-22",
        ...keys(paper1QuantQuestions.slice(24)),
        "banking-qa-11",
        "banking-qa-14",
        "banking-qa-21",
      ],
    },
    {
      name: "Reasoning Ability",
      timeLimitMinutes: 20,
      questionKeys: [
        ...keys(paper1ReasoningQuestions.slice(0, 10)),
        ...keys(paper1ReasoningQuestions.slice(10, 13)),
        "banking-ra-04",
        ...keys(paper1ReasoningQuestions.slice(13, 16)),
        "banking-ra-01",
        "banking-ra-02",
        ...keys(paper1ReasoningQuestions.slice(16, 20)),
        "banking-ra-13",
        ...keys(paper1ReasoningQuestions.slice(20, 22)),
        "banking-ra-07",
        ...keys(paper1ReasoningQuestions.slice(22, 24)),
        "banking-ra-10",
        ...keys(paper1ReasoningQuestions.slice(24)),
        "banking-ra-23",
        "banking-ra-20",
      ],
    },
  ],
};

/** IBPS PO prelims full-length papers and the questions written for them. */
export const bankingPrelimsPapers: PaperContent = {
  topics: { Reasoning: ["Order & Ranking"] },
  questions: [...paper1EnglishQuestions, ...paper1QuantQuestions, ...paper1ReasoningQuestions],
  stimuli: [...paper1EnglishStimuli, ...paper1QuantStimuli, ...paper1ReasoningStimuli],
  quizzes: [paper1],
};
