import { z } from "zod";
import { isoDateTime } from "./common";
import { bodyObject, idField, oneOf, requiredText } from "./fields";

export const FEEDBACK_CATEGORIES = [
  "ui-ux",
  "questions",
  "performance",
  "features",
  "mobile",
  "bugs",
  "other",
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  "ui-ux": "UI / UX",
  questions: "Questions and content",
  performance: "Performance",
  features: "Feature request",
  mobile: "Mobile experience",
  bugs: "Bug report",
  other: "Other",
};

export const FEEDBACK_MAX_CHARS = 5000;

/**
 * A question report (feedback with a questionId) stores how bad the problem is as its rating,
 * 1 = worst: it is a reason, never a star rating, and the admin list shows it as one.
 */
export const QUESTION_REPORT_REASONS = [
  { rating: 1, label: "Wrong answer, or the question cannot be answered" },
  { rating: 2, label: "Misleading or unclear" },
  { rating: 3, label: "A small slip (typo, formatting)" },
] as const;

export const questionReportReason = (rating: number): string =>
  QUESTION_REPORT_REASONS.find((r) => r.rating === rating)?.label ?? "Other problem";

export const feedbackBodySchema = bodyObject({
  rating: z
    .number({ error: (i) => (i.input === undefined ? "is required" : "must be a number from 1 to 5") })
    .int("must be a whole number from 1 to 5")
    .min(1, "must be from 1 to 5")
    .max(5, "must be from 1 to 5"),
  category: oneOf(FEEDBACK_CATEGORIES),
  feedback: requiredText(FEEDBACK_MAX_CHARS),
  /** set when the feedback reports one question (the "Report question" action) */
  questionId: idField().optional(),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

export const feedbackCreatedResponseSchema = z.object({ ok: z.literal(true), id: z.number().int() });

export const adminFeedbackItemSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  category: z.string(),
  feedback: z.string(),
  createdAt: isoDateTime,
  user: z.object({ id: z.number().int(), email: z.string(), name: z.string().nullable() }).nullable(),
  question: z.object({ id: z.number().int(), text: z.string(), deleted: z.boolean() }).nullable(),
});
export type AdminFeedbackItem = z.infer<typeof adminFeedbackItemSchema>;

export const FEEDBACK_PAGE_SIZE = 50;

export const adminFeedbackQuerySchema = z.object({
  page: z.coerce
    .number({ error: "must be a page number" })
    .int("must be a whole page number")
    .min(1, "must be at least 1")
    .max(100_000, "is too large")
    .default(1),
});

export const adminFeedbackResponseSchema = z.object({
  items: z.array(adminFeedbackItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminFeedbackResponse = z.infer<typeof adminFeedbackResponseSchema>;
