import type { PaperContent } from "~/server/content/papers";

/** SSC CGL Tier 1 full-length papers and the questions written for them. */
export const sscTier1Papers: PaperContent = { questions: [], quizzes: [] };
