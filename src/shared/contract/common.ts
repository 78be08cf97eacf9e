import { z } from "zod";

import { EXAM_TYPES } from "../exam-types";

export { EXAM_LABELS, EXAM_TYPES, type ExamType, isExamType } from "../exam-types";
export const examTypeSchema = z.enum(EXAM_TYPES);

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export const difficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficultySchema>;

/**
 * Where a question stands (decision 0053): a draft (freshly imported, not yet reviewed) is never
 * shown to a learner, in any paper or practice set; a published one is wherever its papers are.
 */
export const QUESTION_STATUSES = ["draft", "published"] as const;
export const questionStatusSchema = z.enum(QUESTION_STATUSES);
export type QuestionStatus = z.infer<typeof questionStatusSchema>;

export const QUIZ_KINDS = ["daily", "practice", "mock", "past_paper"] as const;
export const quizKindSchema = z.enum(QUIZ_KINDS);
export type QuizKind = z.infer<typeof quizKindSchema>;

/**
 * Question types (product.md section 9): one correct option of 4 or 5; several correct options
 * (JEE Advanced's partial marks); a numerical value, correct within a stored range.
 */
export const QUESTION_TYPES = ["single", "multiple", "numerical"] as const;
export const questionTypeSchema = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof questionTypeSchema>;

/**
 * How a question is put, beyond its answer type: the formats the real papers now use
 * (product.md section 8; docs/content/README.md counts them).
 */
export const QUESTION_FORMATS = [
  /** a plain question with options or a numerical answer */
  "direct",
  /** UPSC: numbered statements, "how many of the above are correct?" */
  "how-many",
  /** UPSC: Statement-I and Statement-II, does II explain I? */
  "statement-pair",
  /** numbered statements, "which of the statements given above is/are correct?" */
  "statements",
  /** NEET/JEE: Assertion (A) and Reason (R) */
  "assertion-reason",
  /** NEET/JEE: List-I matched with List-II, options are the codes */
  "match-list",
  /** a question of a set sharing a reading passage */
  "passage",
  /** a question of a set reading a shared table (data interpretation) */
  "data-table",
  /** a question of a set sharing a puzzle or arrangement */
  "puzzle",
  /** reasoning on a figure, pattern or arrangement described or drawn in the text */
  "figure",
  /** an English usage item: error spotting, fillers, cloze, idioms */
  "language",
] as const;
export const questionFormatSchema = z.enum(QUESTION_FORMATS);
export type QuestionFormat = z.infer<typeof questionFormatSchema>;

/**
 * The interface a mock test or past paper opens in (product.md section 9): NTA's computer-based
 * test (JEE), the TCS-style computer-based test (SSC, Banking), the OMR booklet and bubble sheet
 * (NEET, UPSC prelims); "plain" is the one-question page of practice and daily quizzes.
 */
export const TEST_INTERFACES = ["plain", "nta", "tcs", "omr"] as const;
export const testInterfaceSchema = z.enum(TEST_INTERFACES);
export type TestInterface = z.infer<typeof testInterfaceSchema>;

/** Mock tests and past papers open in their exam's interface; daily and practice quizzes in the plain page. */
export function testInterfaceOf(kind: QuizKind, examInterface: TestInterface): TestInterface {
  return kind === "mock" || kind === "past_paper" ? examInterface : "plain";
}

/** What a shared stimulus is: a passage, a table, or a figure (an uploaded image). */
export const STIMULUS_KINDS = ["passage", "table", "figure"] as const;
export const stimulusKindSchema = z.enum(STIMULUS_KINDS);
export type StimulusKind = z.infer<typeof stimulusKindSchema>;

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
