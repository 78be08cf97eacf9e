import type { PaperContent } from "~/server/content/papers";
import { physicsQuestions, physicsSources } from "./paper-2-physics";

/** NEET (UG) full-length paper 2 and the questions written for it. */
export const neetPaper2: PaperContent = {
  topics: {
    Physics: Object.keys(physicsSources),
  },
  questions: [...physicsQuestions],
  quizzes: [],
};
