import type { PaperContent } from "~/server/content/papers";
import { gsPolityQuestions } from "./gs-1-polity";
import { gsHistoryQuestions } from "./gs-2-history";
import { gsGeographyQuestions } from "./gs-3-geography";

const questions = [...gsPolityQuestions, ...gsHistoryQuestions, ...gsGeographyQuestions];

/** UPSC prelims General Studies Paper I full-length papers and the questions written for them. */
export const upscGsPapers: PaperContent = { questions, quizzes: [] };
