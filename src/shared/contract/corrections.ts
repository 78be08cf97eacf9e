import { z } from "zod";
import { REPORT_STATUSES } from "../../domain/report-queue";
import { isoDateTime } from "./common";
import { bodyObject, idField, oneOf, plainText, requiredText } from "./fields";
import { REPORT_REPLY_MAX_CHARS } from "./reports";

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
    .strictObject(
      { min: finite, max: finite },
      { error: "must be the accepted range: the smallest and largest accepted values" },
    )
    .refine((r) => r.min <= r.max, {
      message: "must not be larger than the largest accepted value",
      path: ["min"],
    })
    .optional(),
  acceptedOption: optionIndex.optional(),
  reason: requiredText(500).refine((r) => r.length >= 5, "must say why (at least 5 characters)"),
  /**
   * The explanation for the key as corrected, saved with it: required for a new key (the old one
   * argues for the old key), in Hindi too when the question has a Hindi explanation.
   */
  explanation: plainText(5000).optional(),
  explanationHi: plainText(5000).optional(),
  /** a question report the correction answers: marked Fixed with this reply, in the same transaction */
  report: z
    .strictObject(
      {
        id: idField(),
        reply: requiredText(REPORT_REPLY_MAX_CHARS),
        /** the same reply to the question's other open reports */
        sameQuestion: z.boolean({ error: "must be true or false" }).optional(),
      },
      { error: "must name the report the correction answers and the reply" },
    )
    .optional(),
});
export type CorrectionBody = z.infer<typeof correctionBodySchema>;

export const correctionResponseSchema = z.object({
  auditId: z.number().int(),
  questionId: z.number().int(),
  action: z.enum(CORRECTION_ACTIONS),
  /** submitted attempts holding the question, queued for re-scoring */
  attemptsToRescore: z.number().int(),
  /** the reports marked Fixed with the reply, the one sent first; empty without a report */
  reportIds: z.array(z.number().int()),
});
export type CorrectionResponse = z.infer<typeof correctionResponseSchema>;

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

/**
 * A key as a notice names it: option indexes (the key first; a single-correct question is right with
 * any one of them, a multiple-correct one with all of them together), or a numeric range.
 */
export const namedKeySchema = z.union([
  z.object({ type: z.enum(["single", "multiple"]), options: z.array(z.number().int()) }),
  z.object({ type: z.literal("numerical"), min: z.number(), max: z.number() }),
]);

/** What one key correction did, in parts the reader's language words; keys named only where they may be. */
export const correctionChangeSchema = z.object({
  action: z.enum(CORRECTION_ACTIONS),
  /** as the quiz (or the attempt) numbers it, from 1 */
  questionNumber: z.number().int(),
  /** the key before a new key; null when not named, and for other actions */
  before: namedKeySchema.nullable(),
  /** the new key, or every accepted option; null when not named, and for a drop */
  after: namedKeySchema.nullable(),
});
export type CorrectionChange = z.infer<typeof correctionChangeSchema>;

/**
 * What a notice is about, kept beside its English `text` so the client words it in the reader's
 * language. Notices written before kinds were kept have none (kind and params null): their text shows.
 *  - key-corrected: an answer key of a quiz the learner took was corrected and the attempt re-scored
 *    (marks rounded to two decimals; the quiz's title as it is);
 *  - report-answered: a question report of theirs was answered, now with this status;
 *  - challenge-answered: an admin replied to their challenge of a live test's key (the reply as written).
 */
export const NOTICE_KINDS = ["key-corrected", "report-answered", "challenge-answered"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const keyCorrectedParamsSchema = z.object({
  quizTitle: z.string(),
  /** the quiz's Hindi title, where it has one (notices written before titles had Hindi have none) */
  quizTitleHi: z.string().nullable().optional(),
  changes: z.array(correctionChangeSchema),
  marksBefore: z.number(),
  marksAfter: z.number(),
});
export type KeyCorrectedParams = z.infer<typeof keyCorrectedParamsSchema>;
export const reportAnsweredParamsSchema = z.object({ status: z.enum(REPORT_STATUSES) });
export type ReportAnsweredParams = z.infer<typeof reportAnsweredParamsSchema>;
export const challengeAnsweredParamsSchema = z.object({
  liveTestId: z.number().int(),
  title: z.string(),
  titleHi: z.string().nullable(),
  questionNumber: z.number().int(),
  /** the admin's reply, in the language they wrote it */
  reply: z.string(),
});
export type ChallengeAnsweredParams = z.infer<typeof challengeAnsweredParamsSchema>;

const noticeFields = {
  id: z.number().int(),
  /** the notice in English, as written when it was sent */
  text: z.string(),
  link: z.string().nullable(),
  createdAt: isoDateTime,
  read: z.boolean(),
};
export const notificationSchema = z.union([
  z.object({ ...noticeFields, kind: z.literal("key-corrected"), params: keyCorrectedParamsSchema }),
  z.object({ ...noticeFields, kind: z.literal("report-answered"), params: reportAnsweredParamsSchema }),
  z.object({ ...noticeFields, kind: z.literal("challenge-answered"), params: challengeAnsweredParamsSchema }),
  z.object({ ...noticeFields, kind: z.null(), params: z.null() }),
]);
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
  /** the note in English */
  text: z.string(),
  /** what the correction did, for the reader's language; the keys are named as in `text` */
  change: correctionChangeSchema,
});
export type ChangeNote = z.infer<typeof changeNoteSchema>;
export const changeNotesResponseSchema = z.object({ notes: z.array(changeNoteSchema) });
export type ChangeNotesResponse = z.infer<typeof changeNotesResponseSchema>;
export type MarkNotificationsReadResponse = z.infer<typeof markNotificationsReadResponseSchema>;
