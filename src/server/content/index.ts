import { banking } from "./exams/banking";
import { jee } from "./exams/jee";
import { neet } from "./exams/neet";
import { ssc } from "./exams/ssc";
import { upsc } from "./exams/upsc";
import { withSourceNotes } from "./papers";
import { withQuizHindi } from "./quiz-hindi";
import { FIRST_BANK_SOURCES } from "./sources/first-bank";
import type { ExamContent } from "./types";

/** All demo content, in the order exams are listed in the app. */
export const ALL_EXAM_CONTENT: ExamContent[] = [upsc, jee, neet, ssc, banking].map((content) => {
  const noted = withSourceNotes(content, FIRST_BANK_SOURCES);
  return { ...noted, quizzes: noted.quizzes.map(withQuizHindi) };
});
