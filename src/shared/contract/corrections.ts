import { z } from "zod";
import { isoDateTime } from "./common";
import { bodyObject, idField, oneOf, requiredText } from "./fields";

/**
 * Key corrections (each re-scores every submitted attempt that holds the question) and wording
 * edits, as the question audit log records them.
 */
export const CORRECTION_ACTIONS = ["key_change", "accept_option", "drop"] as const;
export type CorrectionAction = (typeof CORRECTION_ACTIONS)[number];
export const AUDIT_ACTIONS = [...CORRECTION_ACTIONS, "edit"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const optionIndex = z
  .number({ error: (i) => (i.input === undefined ? "is required" : "must be an option index from 0 to 4") })
  .int("must be an option index from 0 to 4")
  .min(0, "must be an option index from 0 to 4")
  .max(4, "must be an option index from 0 to 4");

const finite = z
  .number({ error: (i) => (i.input === undefined ? "is required" : "must be a number") })
  .finite("must be a finite number");

/**
 * A key correction of a question (POST /api/admin/questions/{id}/corrections):
 *  - key_change: the new key in the question type's shape (`correctAnswer` single, `correctAnswers`
 *    multiple, `numericAnswer` numerical);
 *  - accept_option: a single-correct question's second right option (`acceptedOption`);
 *  - drop: full marks to everyone who answered it.
 * `reason` is required: it goes to the audit log.
 */
export const correctionBodySchema = bodyObject({
  action: oneOf(CORRECTION_ACTIONS),
  correctAnswer: optionIndex.optional(),
  correctAnswers: z
    .array(optionIndex, { error: "must be a list of option indexes" })
    .min(1, "must name at least one correct option")
    .refine((list) => new Set(list).size === list.length, "must not name the same option twice")
    .optional(),
  numericAnswer: z
    .strictObject({ min: finite, max: finite }, { error: "must be {min, max}: the accepted range" })
    .refine((r) => r.min <= r.max, { message: "min must not be larger than max", path: ["min"] })
    .optional(),
  acceptedOption: optionIndex.optional(),
  reason: requiredText(500).refine((r) => r.length >= 5, "must say why (at least 5 characters)"),
});
export type CorrectionBody = z.infer<typeof correctionBodySchema>;

export const correctionResponseSchema = z.object({
  auditId: z.number().int(),
  questionId: z.number().int(),
  action: z.enum(CORRECTION_ACTIONS),
  /** submitted attempts holding the question, queued for re-scoring */
  attemptsToRescore: z.number().int(),
});
export type CorrectionResponse = z.infer<typeof correctionResponseSchema>;

export const auditLogQuerySchema = z.object({
  questionId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  admin: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  reason: z.string(),
  createdAt: isoDateTime,
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
export const auditLogResponseSchema = z.object({ entries: z.array(auditLogEntrySchema) });
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  link: z.string().nullable(),
  createdAt: isoDateTime,
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;
/** A learner's notices, newest first (at most 50), and how many are unread. */
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** Marks these notices read, or all of them when `ids` is left out. */
export const markNotificationsReadBodySchema = bodyObject({
  ids: z.array(idField(), { error: "must be a list of notice ids" }).max(200).optional(),
});
export const markNotificationsReadResponseSchema = z.object({ unreadCount: z.number().int() });

/** A dated note per key correction of a quiz's questions, oldest first. */
export const changeNoteSchema = z.object({
  id: z.number().int(),
  /** IST day of the correction, YYYY-MM-DD */
  day: z.string(),
  questionNumber: z.number().int(),
  text: z.string(),
});
export type ChangeNote = z.infer<typeof changeNoteSchema>;
export const changeNotesResponseSchema = z.object({ notes: z.array(changeNoteSchema) });
export type ChangeNotesResponse = z.infer<typeof changeNotesResponseSchema>;
export type MarkNotificationsReadResponse = z.infer<typeof markNotificationsReadResponseSchema>;
