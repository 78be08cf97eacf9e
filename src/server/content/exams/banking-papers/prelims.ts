import type { PaperContent } from "~/server/content/papers";

/** IBPS PO prelims full-length papers and the questions written for them. */
export const bankingPrelimsPapers: PaperContent = { questions: [], quizzes: [] };
