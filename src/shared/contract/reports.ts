import { z } from "zod";
import { isClosingStatus, REPORT_STATUSES, type ReportStatus } from "../../domain/report-queue";
import { adminQuestionSchema } from "./admin";
import { EXAM_TYPES, isoDateTime } from "./common";
import { bodyObject, oneOf, plainText } from "./fields";

export { REPORT_STATUSES, type ReportStatus };

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  new: "New",
  looking: "Looking into it",
  fixed: "Fixed",
  "no-change": "No change",
};

export const REPORT_REPLY_MAX_CHARS = 2000;
export const REPORT_GROUPS_PAGE_SIZE = 20;

const queryId = z.coerce
  .number({ error: "must be a number (an id)" })
  .int("must be a whole number (an id)")
  .positive("must be a positive id")
  .max(2_147_483_647, "is not a valid id");

/** GET /api/admin/reports: no status means every status. */
export const adminReportsQuerySchema = z.object({
  status: oneOf(REPORT_STATUSES).optional(),
  quizId: queryId.optional(),
  examType: oneOf(EXAM_TYPES).optional(),
  page: z.coerce
    .number({ error: "must be a page number" })
    .int("must be a whole page number")
    .min(1, "must be at least 1")
    .max(100_000, "is too large")
    .default(1),
});
export type AdminReportsQuery = z.input<typeof adminReportsQuerySchema>;

const personSchema = z.object({ id: z.number().int(), email: z.string(), name: z.string().nullable() });

export const adminReportSchema = z.object({
  id: z.number().int(),
  status: z.enum(REPORT_STATUSES),
  /** the reason the learner chose, stored as the feedback rating (QUESTION_REPORT_REASONS) */
  rating: z.number().int(),
  feedback: z.string(),
  createdAt: isoDateTime,
  user: personSchema.nullable(),
  reply: z.string().nullable(),
  repliedAt: isoDateTime.nullable(),
  handledBy: personSchema.nullable(),
  handledAt: isoDateTime.nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/** Every report of one question that matches the filter, oldest first. */
export const adminReportGroupSchema = z.object({
  question: adminQuestionSchema,
  questionDeleted: z.boolean(),
  reports: z.array(adminReportSchema),
});
export type AdminReportGroup = z.infer<typeof adminReportGroupSchema>;

export const adminReportsResponseSchema = z.object({
  /** questions whose oldest new report is oldest come first, then the rest by their oldest report */
  groups: z.array(adminReportGroupSchema),
  /** questions matching the filter */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** reports per status under the quiz and exam filter, for the status filter's counts */
  counts: z.record(z.enum(REPORT_STATUSES), z.number().int()),
});
export type AdminReportsResponse = z.infer<typeof adminReportsResponseSchema>;

/**
 * PATCH /api/admin/reports/:id. A reply is required to close a report (fixed, no change); left out
 * otherwise, the stored reply stays. sameQuestion applies the change to every report of the question
 * that is still open (new or looking into it), all or none.
 */
export const updateReportBodySchema = bodyObject({
  status: oneOf(REPORT_STATUSES),
  reply: plainText(REPORT_REPLY_MAX_CHARS).optional(),
  sameQuestion: z.boolean({ error: "must be true or false" }).optional(),
}).superRefine((body, ctx) => {
  if (isClosingStatus(body.status) && !body.reply) {
    ctx.addIssue({
      code: "custom",
      path: ["reply"],
      message: `is required to mark a report ${REPORT_STATUS_LABELS[body.status].toLowerCase()}`,
    });
  }
});
export type UpdateReportBody = z.input<typeof updateReportBodySchema>;

export const updateReportResponseSchema = z.object({
  ok: z.literal(true),
  /** the reports changed, this one first */
  ids: z.array(z.number().int()),
});

export const userReportSchema = z.object({
  id: z.number().int(),
  /** the question's text, and its Hindi when it has one (null otherwise) */
  question: z.object({
    id: z.number().int(),
    text: z.string(),
    textHi: z.string().nullable(),
    deleted: z.boolean(),
  }),
  rating: z.number().int(),
  feedback: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: isoDateTime,
  reply: z.string().nullable(),
  repliedAt: isoDateTime.nullable(),
  /** a reply written since the learner last opened "My reports" */
  unread: z.boolean(),
});
export type UserReport = z.infer<typeof userReportSchema>;

export const USER_REPORTS_LIMIT = 200;

/** GET /api/user/reports: the learner's own question reports, newest first. */
export const userReportsResponseSchema = z.object({
  items: z.array(userReportSchema),
  unread: z.number().int(),
});
export type UserReportsResponse = z.infer<typeof userReportsResponseSchema>;

export const reportsSeenResponseSchema = z.object({ ok: z.literal(true), unread: z.number().int() });
export type ReportsSeenResponse = z.infer<typeof reportsSeenResponseSchema>;
