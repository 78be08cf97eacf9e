import { z } from "zod";
import { IST_DAY_PATTERN, isoDateTime } from "./common";
import { oneOf } from "./fields";

/**
 * What an admin write did, as the admin audit log records it (GET /api/admin/audit-log). Every
 * non-GET /api/admin route declares which of these it writes; `unconfirmed` is a write that began
 * and whose outcome was never recorded (the server stopped mid-request), `other` a route that
 * declared none.
 */
export const ADMIN_AUDIT_KINDS = [
  "category_created",
  "category_renamed",
  "category_removed",
  "quiz_created",
  "quiz_edited",
  "quiz_published",
  "quiz_unpublished",
  "quiz_deleted",
  "question_created",
  "question_edited",
  "question_deleted",
  "questions_imported",
  "questions_bulk_edited",
  "stimulus_created",
  "stimulus_edited",
  "stimulus_deleted",
  "image_uploaded",
  "daily_quiz_scheduled",
  "report_answered",
  "live_test_scheduled",
  "live_test_edited",
  "live_test_cancelled",
  "live_results_published",
  "live_challenge_answered",
  "institute_created",
  "key_change",
  "accept_option",
  "drop",
  "unconfirmed",
  "other",
] as const;
export type AdminAuditKind = (typeof ADMIN_AUDIT_KINDS)[number];

/** A day of the log's filters, an IST calendar day (both this and the admin's log use it). */
export const istDay = z
  .string({ error: (i) => (i.input === undefined ? "is required" : "must be a date (YYYY-MM-DD)") })
  .regex(IST_DAY_PATTERN, "must be a date written YYYY-MM-DD")
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), "is not a real calendar date");

/** A page of an audit log, from 1. */
export const auditPage = z.coerce
  .number({ error: "must be a page number" })
  .int("must be a whole page number")
  .min(1, "must be at least 1")
  .max(100_000, "is too large")
  .default(1);

/** The list's filters: one admin, one kind, IST days from and to (both included), a page of 50. */
export const adminAuditQuerySchema = z
  .object({
    admin: z.coerce
      .number({ error: "must be an admin's id" })
      .int("must be an admin's id")
      .positive("must be an admin's id")
      .max(2_147_483_647, "is not a valid id")
      .optional(),
    kind: oneOf(ADMIN_AUDIT_KINDS).optional(),
    from: istDay.optional(),
    to: istDay.optional(),
    page: auditPage,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "must not be after to", path: ["from"] });
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

export const ADMIN_AUDIT_PAGE_SIZE = 50;

export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ADMIN_AUDIT_KINDS),
  /** null: the admin's account was deleted since */
  admin: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  /** the route written to, e.g. "PUT /api/admin/quizzes/:id" */
  route: z.string(),
  /** the quiz, question, stimulus… the write was about; null when it names none */
  recordId: z.number().int().nullable(),
  summary: z.string(),
  createdAt: isoDateTime,
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditResponseSchema = z.object({
  entries: z.array(adminAuditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** every admin who appears in the log, for the filter */
  admins: z.array(z.object({ id: z.number().int(), email: z.string() })),
});
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
