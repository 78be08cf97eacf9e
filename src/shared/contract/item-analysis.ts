import { z } from "zod";
import { questionTypeSchema } from "./common";

/** GET /api/admin/quizzes/{id}/item-analysis: every question's statistics from first attempts. */

export const ITEM_FLAG_KINDS = [
  "likely_wrong_key",
  "low_discrimination",
  "too_hard",
  "too_easy",
  "unused_option",
  "too_few_attempts",
] as const;
export type ItemFlagKind = (typeof ITEM_FLAG_KINDS)[number];

export const itemFlagSchema = z.object({
  kind: z.enum(ITEM_FLAG_KINDS),
  /** the option it is about, 0-based (a likely key, an unused option) */
  option: z.number().int().optional(),
});
export type ItemFlagView = z.infer<typeof itemFlagSchema>;

export const itemOptionSchema = z.object({
  index: z.number().int(),
  text: z.string(),
  isKey: z.boolean(),
  /** share of first attempts choosing it, 0..1 */
  share: z.number(),
  /** share of the top 27% (by the rest of the test) choosing it, 0..1 */
  topShare: z.number(),
  /** point-biserial correlation of choosing it with the rest of the test, -1..1; null without variance */
  correlation: z.number().nullable(),
});
export type ItemOption = z.infer<typeof itemOptionSchema>;

export const itemAnalysisRowSchema = z.object({
  questionId: z.number().int(),
  /** 1-based place in the paper */
  position: z.number().int(),
  text: z.string(),
  type: questionTypeSchema,
  section: z.string().nullable(),
  maxMarks: z.number(),
  minMarks: z.number(),
  /** first attempts that contain the question */
  attempts: z.number().int(),
  meanMarks: z.number().nullable(),
  /** 0..1: (mean - min) / (max - min) */
  facility: z.number().nullable(),
  /** percent, -100..100: correlation of the question's marks with the rest of the test */
  discrimination: z.number().nullable(),
  /** percent: the discrimination's 95% confidence interval (Fisher's z); null with 3 attempts or fewer */
  discriminationInterval: z.object({ low: z.number(), high: z.number() }).nullable(),
  /**
   * percent, -100..100: the covariance with the rest against the most (or, negative, the least) it
   * could be; negative when the stronger candidates did worse on the question
   */
  efficiency: z.number().nullable(),
  /** the flags come from at least `indicativeAttempts` but fewer than `minAttempts` attempts */
  indicative: z.boolean(),
  /** share left unanswered, 0..1 */
  skipped: z.number(),
  /** none for a numerical question */
  options: z.array(itemOptionSchema),
  /** most serious first */
  flags: z.array(itemFlagSchema),
});
export type ItemAnalysisRow = z.infer<typeof itemAnalysisRowSchema>;

export const itemAnalysisResponseSchema = z.object({
  quizId: z.number().int(),
  title: z.string(),
  /** first attempts of the quiz, submitted */
  firstAttempts: z.number().int(),
  /** from this many attempts of a question its flags are firm */
  minAttempts: z.number().int(),
  /** from this many (up to `minAttempts`) they are indicative; below it only `too_few_attempts` */
  indicativeAttempts: z.number().int(),
  /** the questions, the most serious flag first (ties in paper order) */
  questions: z.array(itemAnalysisRowSchema),
});
export type ItemAnalysisResponse = z.infer<typeof itemAnalysisResponseSchema>;
