import type { PaperContent } from "~/server/content/papers";

/** JEE Main full-length papers (Paper 1, B.E./B.Tech) and the questions written for them. */
export const jeeMainPapers: PaperContent = { questions: [], quizzes: [] };
