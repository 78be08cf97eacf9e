import type { PaperContent } from "~/server/content/papers";

/** UPSC prelims General Studies Paper I full-length papers and the questions written for them. */
export const upscGsPapers: PaperContent = { questions: [], quizzes: [] };
