import type { PaperContent } from "~/server/content/papers";

/** NEET (UG) full-length paper 2 and the questions written for it. */
export const neetPaper2: PaperContent = { questions: [], quizzes: [] };
