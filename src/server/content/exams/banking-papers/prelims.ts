import type { PaperContent } from "~/server/content/papers";
import type { ContentQuestion, ContentQuiz } from "~/server/content/types";
import { paper1EnglishQuestions, paper1EnglishStimuli } from "./prelims-1-english";
import { paper1QuantQuestions, paper1QuantStimuli } from "./prelims-1-quant";
import { paper1ReasoningQuestions, paper1ReasoningStimuli } from "./prelims-1-reasoning";
import { paper2EnglishQuestions, paper2EnglishStimuli } from "./prelims-2-english";
import { paper2QuantQuestions, paper2QuantStimuli } from "./prelims-2-quant";
import { paper2ReasoningQuestions, paper2ReasoningStimuli } from "./prelims-2-reasoning";

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

/** Paper 2 (hard): 100 questions, of which 14 are earlier Banking questions placed in it. */
const paper2: ContentQuiz = {
  key: "banking-prelims-full-2",
  kind: "mock",
  title: "IBPS PO Prelims Full-Length Paper 2 (hard)",
  description:
    "An original IBPS PO Preliminary paper written for Abhyas in the current official pattern: 100 five-option questions in 60 minutes, English Language (30), Quantitative Aptitude (35) and Reasoning Ability (35), each section closing after its own 20 minutes. A harder paper, with an inference-heavy reading passage, wrong-number series, two multi-step data tables and three puzzle sets.",
  difficulty: "hard",
  timeLimitMinutes: 60,
  fullLength: FULL_LENGTH,
  sections: [
    {
      name: "English Language",
      timeLimitMinutes: 20,
      questionKeys: [
        ...keys(paper2EnglishQuestions.slice(0, 23)),
        "banking-en-10",
        ...keys(paper2EnglishQuestions.slice(23, 25)),
        "banking-en-13",
        ...keys(paper2EnglishQuestions.slice(25)),
        "banking-en-20",
        "banking-en-18",
      ],
    },
    {
      name: "Quantitative Aptitude",
      timeLimitMinutes: 20,
      questionKeys: [
        ...keys(paper2QuantQuestions.slice(0, 9)),
        "banking-qa-05",
        ...keys(paper2QuantQuestions.slice(9, 13)),
        "banking-qa-18",
        ...keys(paper2QuantQuestions.slice(13)),
        "banking-qa-13",
        "banking-qa-15",
        "banking-qa-20",
      ],
    },
    {
      name: "Reasoning Ability",
      timeLimitMinutes: 20,
      questionKeys: [
        ...keys(paper2ReasoningQuestions.slice(0, 18)),
        "banking-ra-24",
        "banking-ra-06",
        ...keys(paper2ReasoningQuestions.slice(18, 24)),
        "banking-ra-15",
        ...keys(paper2ReasoningQuestions.slice(24, 26)),
        "banking-ra-09",
        ...keys(paper2ReasoningQuestions.slice(26)),
        "banking-ra-21",
      ],
    },
  ],
};

/** IBPS PO prelims full-length papers and the questions written for them. */
export const bankingPrelimsPapers: PaperContent = {
  topics: { Reasoning: ["Order & Ranking"], "Quantitative Aptitude": ["Time & Work", "Probability"] },
  questions: [
    ...paper1EnglishQuestions,
    ...paper1QuantQuestions,
    ...paper1ReasoningQuestions,
    ...paper2EnglishQuestions,
    ...paper2QuantQuestions,
    ...paper2ReasoningQuestions,
  ],
  stimuli: [
    ...paper1EnglishStimuli,
    ...paper1QuantStimuli,
    ...paper1ReasoningStimuli,
    ...paper2EnglishStimuli,
    ...paper2QuantStimuli,
    ...paper2ReasoningStimuli,
  ],
  quizzes: [paper1, paper2],
};
