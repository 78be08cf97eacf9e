import { z } from "zod";
import { difficultySchema, examTypeSchema, isoDateTime, quizKindSchema } from "./common";

/**
 * What every list of quizzes says about a quiz. The list items of exams.ts and quizzes.ts are built
 * from it with .pick()/.extend(), so a field is named and typed in one place. It sits apart from
 * both because quizzes.ts already imports exams.ts.
 */
export const quizSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  examType: examTypeSchema,
  difficulty: difficultySchema,
  kind: quizKindSchema,
  /** the real number of questions in the quiz */
  totalQuestions: z.number().int(),
  /** minutes */
  timeLimit: z.number().int(),
  createdAt: isoDateTime,
});
export type QuizSummary = z.infer<typeof quizSummarySchema>;
