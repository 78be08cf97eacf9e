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
  /** the title and description in Hindi where the quiz has them; the interface in Hindi shows them */
  titleHi: z.string().nullable(),
  descriptionHi: z.string().nullable(),
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

/**
 * A full-length paper: the official paper it reproduces ("NEET (UG)", "SSC CGL Tier 1") with that
 * paper's question count and minutes, which the quiz matches exactly.
 */
export const fullLengthPaperSchema = z.object({
  paper: z.string(),
  questions: z.number().int().positive(),
  minutes: z.number().int().positive(),
});
export type FullLengthPaper = z.infer<typeof fullLengthPaperSchema>;
