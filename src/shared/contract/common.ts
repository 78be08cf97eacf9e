import { z } from "zod";

import { EXAM_TYPES } from "../exam-types";

export { EXAM_LABELS, EXAM_TYPES, type ExamType, isExamType } from "../exam-types";
export const examTypeSchema = z.enum(EXAM_TYPES);

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export const difficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficultySchema>;

export const QUIZ_KINDS = ["daily", "practice", "mock", "past_paper"] as const;
export const quizKindSchema = z.enum(QUIZ_KINDS);
export type QuizKind = z.infer<typeof quizKindSchema>;

/** Every error the API answers: a message for people and, for invalid input, the field at fault. */
export const errorResponseSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Positive integer ids in paths, e.g. /api/quiz/{id}. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** "YYYY-MM-DD", an IST calendar day (src/domain/ist.ts): the one form a day takes on the wire. */
export const IST_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const istDaySchema = z.string().regex(IST_DAY_PATTERN);

/** ISO timestamp strings on the wire. */
export const isoDateTime = z.string();
