import type { PaperContent } from "~/server/content/papers";
import type { ContentQuiz, SingleQuestion } from "~/server/content/types";
import { csatStimuli } from "../upsc-csat";
import { csat1ComprehensionQuestions, csat1ComprehensionStimuli } from "./csat-1-comprehension";
import { csat1QuantQuestions, csat1QuantStimuli } from "./csat-1-quant";
import { csat1ReasoningQuestions, csat1ReasoningStimuli } from "./csat-1-reasoning";
import { csat2ComprehensionQuestions, csat2ComprehensionStimuli } from "./csat-2-comprehension";
import { csat2QuantQuestions, csat2QuantStimuli } from "./csat-2-quant";
import { csat2ReasoningQuestions, csat2ReasoningStimuli } from "./csat-2-reasoning";
import { csat3ComprehensionQuestions, csat3ComprehensionStimuli } from "./csat-3-comprehension";
import { csat3QuantQuestions, csat3QuantStimuli } from "./csat-3-quant";
import { csat3ReasoningQuestions, csat3ReasoningStimuli } from "./csat-3-reasoning";
import { csatPracticeQuestions, csatPracticeQuiz } from "./csat-practice";
import { CSAT, PZ } from "./csat-shared";

/**
 * UPSC prelims CSAT (Paper II) full-length papers and the questions written for them: 80
 * questions in 120 minutes, marked +2.5 / -5/6 (a third of a question's marks), qualifying at 33%
 * of the 200 marks, printed in English and Hindi. csat.answers.test.ts recomputes every answer that
 * is a number or the result of a reasoning procedure.
 */

const keys = (...lists: SingleQuestion[][]) => lists.flat().map((q) => q.key);

const CSAT_PAPER = "UPSC CSE prelims CSAT (Paper II)";

function fullPaper(
  n: number,
  difficulty: ContentQuiz["difficulty"],
  description: string,
  questionKeys: string[],
): ContentQuiz {
  return {
    key: `upsc-csat-full-0${n}`,
    kind: "mock",
    title: `UPSC Prelims CSAT (Paper II) Full-Length Paper ${n}`,
    description,
    difficulty,
    timeLimitMinutes: 120,
    markingScheme: { correct: 2.5, wrong: -5 / 6 },
    qualifyingPercent: 33,
    sections: [{ name: "CSAT Paper II", questionKeys }],
    fullLength: { paper: CSAT_PAPER, questions: 80, minutes: 120 },
  };
}

const paper1 = fullPaper(
  1,
  "medium",
  "An original full-length CSAT (Paper II) written for Abhyas in the current official pattern: 80 questions in 120 minutes, with 26 reading-comprehension questions on nine passages, basic numeracy, two data tables, logical reasoning and two puzzle sets, in English and Hindi. +2.5 for a correct answer, -5/6 for a wrong one; qualifying at 33% (66 of 200 marks).",
  keys(csat1ComprehensionQuestions, csat1QuantQuestions, csat1ReasoningQuestions),
);

const paper2 = fullPaper(
  2,
  "easy",
  "An original full-length CSAT (Paper II) written for Abhyas in the current official pattern, pitched at the easier end of recent papers: 80 questions in 120 minutes, with 26 reading-comprehension questions on nine passages, basic numeracy, two data tables, logical reasoning and two puzzle sets, in English and Hindi. +2.5 for a correct answer, -5/6 for a wrong one; qualifying at 33% (66 of 200 marks).",
  keys(csat2ComprehensionQuestions, csat2QuantQuestions, csat2ReasoningQuestions),
);

const paper3 = fullPaper(
  3,
  "hard",
  "An original full-length CSAT (Paper II) written for Abhyas in the current official pattern, pitched at the harder end of recent papers: 80 questions in 120 minutes, with 26 reading-comprehension questions on eight denser passages, multi-step numeracy, trade and marks tables, data sufficiency and critical reasoning, and two puzzle sets, in English and Hindi. +2.5 for a correct answer, -5/6 for a wrong one; qualifying at 33% (66 of 200 marks).",
  keys(csat3ComprehensionQuestions, csat3QuantQuestions, csat3ReasoningQuestions),
);

export const upscCsatPapers: PaperContent = {
  topics: { [CSAT]: [PZ] },
  questions: [
    ...csat1ComprehensionQuestions,
    ...csat1QuantQuestions,
    ...csat1ReasoningQuestions,
    ...csat2ComprehensionQuestions,
    ...csat2QuantQuestions,
    ...csat2ReasoningQuestions,
    ...csat3ComprehensionQuestions,
    ...csat3QuantQuestions,
    ...csat3ReasoningQuestions,
    ...csatPracticeQuestions,
  ],
  stimuli: [
    ...csatStimuli,
    ...csat1ComprehensionStimuli,
    ...csat1QuantStimuli,
    ...csat1ReasoningStimuli,
    ...csat2ComprehensionStimuli,
    ...csat2QuantStimuli,
    ...csat2ReasoningStimuli,
    ...csat3ComprehensionStimuli,
    ...csat3QuantStimuli,
    ...csat3ReasoningStimuli,
  ],
  quizzes: [paper1, paper2, paper3, csatPracticeQuiz],
};
