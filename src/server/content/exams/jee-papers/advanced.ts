import type { PaperContent } from "~/server/content/papers";
import type { ContentQuestion, ContentQuiz } from "~/server/content/types";
import { advancedChemistry } from "./advanced-chemistry";
import { advancedMathematics } from "./advanced-mathematics";
import { advancedPhysics } from "./advanced-physics";
import { JEE_PAPER_TOPICS } from "./shared";

/**
 * A subject's questions in the paper's order: single-correct, multiple-correct, numerical-value,
 * then List-I/List-II (single-correct) questions.
 */
function paperOrder(questions: ContentQuestion[]): string[] {
  const single = questions.filter((q) => (q.type ?? "single") === "single" && q.format !== "match-list");
  const multiple = questions.filter((q) => q.type === "multiple");
  const numerical = questions.filter((q) => q.type === "numerical");
  const matching = questions.filter((q) => q.format === "match-list");
  return [...single, ...multiple, ...numerical, ...matching].map((q) => q.key);
}

/** A JEE Advanced-style paper: 54 questions in 180 minutes, marked per question type. */
const advancedPaper1: ContentQuiz = {
  key: "jee-advanced-full-1",
  kind: "mock",
  title: "JEE Advanced Full-Length Paper 1 (one paper, recent pattern)",
  description:
    "One complete JEE Advanced paper of 54 questions in 180 minutes: per subject 4 single-correct (+3 / -1), 4 multiple-correct with partial marks (+4 / -2), 6 numerical-value (+4 / 0) and 4 List-I/List-II matching questions (+3 / -1). An original paper written for Abhyas in the recent official pattern; the pattern changes every year, so check the year's information brochure.",
  difficulty: "hard",
  timeLimitMinutes: 180,
  fullLength: { paper: "JEE Advanced (one paper, recent pattern)", questions: 54, minutes: 180 },
  // JEE Advanced marks per question type (recent papers): multiple-correct +4 for all correct
  // options and no wrong one, +1 per correct option chosen when no wrong one is, -2 otherwise
  markingScheme: {
    correct: 3,
    wrong: -1,
    byType: {
      single: { correct: 3, wrong: -1 },
      multiple: { correct: 4, wrong: -2, partialPerOption: 1 },
      numerical: { correct: 4, wrong: 0 },
    },
  },
  sections: [
    { name: "Physics", questionKeys: paperOrder(advancedPhysics) },
    { name: "Chemistry", questionKeys: paperOrder(advancedChemistry) },
    { name: "Mathematics", questionKeys: paperOrder(advancedMathematics) },
  ],
};

/** A JEE Advanced-style full-length paper and the questions written for it. */
export const jeeAdvancedPaper: PaperContent = {
  topics: JEE_PAPER_TOPICS,
  questions: [...advancedPhysics, ...advancedChemistry, ...advancedMathematics],
  quizzes: [advancedPaper1],
};
