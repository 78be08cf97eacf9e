import { z } from "zod";
import { listQuestionsQuerySchema } from "./admin";
import { DIFFICULTIES, EXAM_TYPES, questionTypeSchema } from "./common";
import { bodyObject, idField } from "./fields";

/**
 * An institute's own bank (decision 0059): its staff build it with the admin's tools, through
 * routes under /api/institutes/{instituteId}/bank that take the admin's bodies and answers, and copy
 * questions in from the public bank.
 */

const MAX_ID = 2_147_483_647;
const pathId = () => z.coerce.number().int().positive().max(MAX_ID);

export const instituteBankItemParamsSchema = z.object({ instituteId: pathId(), id: pathId() });

/** At most this many public questions copied at once. */
export const MAX_COPIED_QUESTIONS = 100;

/** The public bank as staff search it to copy from: the same filters as the admin's bank. */
export const publicBankQuerySchema = listQuestionsQuerySchema.pick({
  examType: true,
  search: true,
  subject: true,
  topic: true,
  chapter: true,
  type: true,
  difficulty: true,
  language: true,
  pageSize: true,
  page: true,
});
export type PublicBankQuery = z.input<typeof publicBankQuerySchema>;

/** A public question as staff pick it: its wording, never its key or explanation. */
export const publicBankQuestionSchema = z.object({
  id: z.number().int(),
  examType: z.enum(EXAM_TYPES),
  subject: z.string(),
  topic: z.string(),
  chapter: z.string().nullable(),
  difficulty: z.enum(DIFFICULTIES),
  type: questionTypeSchema,
  question: z.string(),
  options: z.array(z.string()),
  questionHi: z.string().nullable(),
  /** this institute's copy of it, if it has one */
  copiedAs: z.number().int().nullable(),
});
export type PublicBankQuestion = z.infer<typeof publicBankQuestionSchema>;

export const publicBankResponseSchema = z.object({
  items: z.array(publicBankQuestionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PublicBankResponse = z.infer<typeof publicBankResponseSchema>;

export const copyQuestionsBodySchema = bodyObject({
  ids: z
    .array(idField(), { error: "must be a list of question ids" })
    .min(1, "must name at least one question")
    .max(MAX_COPIED_QUESTIONS, `must name at most ${MAX_COPIED_QUESTIONS} questions`),
  /** the institute's paper the copies join (at its end), if any */
  quizId: idField().optional(),
});
export type CopyQuestionsBody = z.input<typeof copyQuestionsBodySchema>;

export const copyQuestionsResponseSchema = z.object({
  /** copies made now (a question copied before is not copied again) */
  copied: z.number().int(),
  /** the institute's copy of each id sent, in the order sent */
  questionIds: z.array(z.number().int()),
});
export type CopyQuestionsResponse = z.infer<typeof copyQuestionsResponseSchema>;
