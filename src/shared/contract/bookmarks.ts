import { z } from "zod";
import { examTypeSchema, isoDateTime, questionTypeSchema } from "./common";

/**
 * Bookmarks:
 *   POST /api/bookmark/{questionId} (empty body) toggles -> {bookmarked}; unknown question 404
 *   GET  /api/user/bookmarks -> Bookmark[] newest first
 * The correct answer and explanation are revealed only for questions the user has answered in a
 * submitted attempt; otherwise they are null (a bookmark never leaks an answer key).
 */

export const questionIdParamsSchema = z.object({
  questionId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const bookmarkToggleResponseSchema = z.object({ bookmarked: z.boolean() });
export type BookmarkToggleResponse = z.infer<typeof bookmarkToggleResponseSchema>;

export const bookmarkSchema = z.object({
  questionId: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
  hi: z.object({ question: z.string(), options: z.array(z.string()) }).optional(),
  subject: z.string(),
  topic: z.string(),
  examType: examTypeSchema,
  /** short exam name, e.g. "JEE" */
  examName: z.string(),
  bookmarkedAt: isoDateTime,
  /** single (the default), multiple or numerical */
  type: questionTypeSchema.optional(),
  /** null until the user has submitted an attempt containing this question (and for other types than single) */
  correctIndex: z.number().int().nullable(),
  /** multiple: the correct options, once shown */
  correctAnswers: z.array(z.number().int()).optional(),
  /** numerical: the accepted range, once shown */
  numericAnswer: z.object({ min: z.number(), max: z.number() }).optional(),
  explanation: z.string().nullable(),
  explanationHi: z.string().nullable(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;
export const bookmarksResponseSchema = z.array(bookmarkSchema);
