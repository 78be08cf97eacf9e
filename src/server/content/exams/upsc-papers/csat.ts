import type { PaperContent } from "~/server/content/papers";

/** UPSC prelims CSAT (Paper II) full-length papers and the questions written for them. */
export const upscCsatPapers: PaperContent = { questions: [], quizzes: [] };
