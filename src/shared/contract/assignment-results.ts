import { z } from "zod";
import { isoDateTime } from "./common";
import { itemAnalysisRowSchema } from "./item-analysis";

/**
 * An institute's results beyond the merit list (product.md section 16): each question's statistics
 * over an assignment's batch, and one learner's history across the institute's assignments. Both
 * download as CSV and XLSX (`?format=`), as each learner's responses to an assignment do.
 */

/** One question over the batch: the admin's item analysis, the share fully right and the mean time. */
export const assignmentItemRowSchema = itemAnalysisRowSchema.extend({
  /** share of the batch's attempts that earned full marks on it, 0..1 */
  correct: z.number(),
  /** mean seconds on it over the attempts that recorded a time; null when none did */
  meanTimeSeconds: z.number().nullable(),
});
export type AssignmentItemRow = z.infer<typeof assignmentItemRowSchema>;

/** GET /api/institutes/{id}/assignments/{id}/item-statistics: over each learner's best submitted attempt. */
export const assignmentItemStatisticsSchema = z.object({
  assignmentId: z.number().int(),
  title: z.string(),
  /** learners whose best attempt is counted (the merit list's) */
  attempts: z.number().int(),
  /** from this many attempts a question's flags are firm; from `indicativeAttempts` indicative */
  minAttempts: z.number().int(),
  indicativeAttempts: z.number().int(),
  /** in paper order */
  questions: z.array(assignmentItemRowSchema),
});
export type AssignmentItemStatistics = z.infer<typeof assignmentItemStatisticsSchema>;

/** One assignment in a learner's history; marks and rank are null where they submitted nothing. */
export const learnerHistoryRowSchema = z.object({
  assignmentId: z.number().int(),
  title: z.string(),
  batchNames: z.array(z.string()),
  closesAt: isoDateTime,
  cancelled: z.boolean(),
  submittedAt: isoDateTime.nullable(),
  marks: z.number().nullable(),
  maxMarks: z.number().nullable(),
  rank: z.number().int().nullable(),
  /** learners who submitted it */
  of: z.number().int(),
  attemptsUsed: z.number().int(),
});
export type LearnerHistoryRow = z.infer<typeof learnerHistoryRowSchema>;

/** GET /api/institutes/{id}/learners/{userId}/history: a learner of one of the institute's batches. */
export const learnerHistorySchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** the institute's batches they are in, or were in */
  batches: z.array(z.object({ id: z.number().int(), name: z.string(), left: z.boolean() })),
  /** newest close first */
  rows: z.array(learnerHistoryRowSchema),
});
export type LearnerHistory = z.infer<typeof learnerHistorySchema>;
