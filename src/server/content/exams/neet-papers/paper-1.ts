import type { PaperContent } from "~/server/content/papers";

/** NEET (UG) full-length paper 1 and the questions written for it. */
export const neetPaper1: PaperContent = { questions: [], quizzes: [] };
