import type { PaperContent } from "~/server/content/papers";
import { botanyQuestions, botanySources } from "./paper-2-botany";
import { chemistryQuestions, chemistrySources } from "./paper-2-chemistry";
import { physicsQuestions, physicsSources } from "./paper-2-physics";

/** NEET (UG) full-length paper 2 and the questions written for it. */
export const neetPaper2: PaperContent = {
  topics: {
    Physics: Object.keys(physicsSources),
    Chemistry: Object.keys(chemistrySources),
    Botany: Object.keys(botanySources),
  },
  questions: [...physicsQuestions, ...chemistryQuestions, ...botanyQuestions],
  quizzes: [],
};
