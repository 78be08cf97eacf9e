import type { FeedbackCategory } from "@shared/contract/feedback";
import type { ReportStatus } from "@shared/contract/reports";
import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/feedback-labels.json";

/**
 * The labels of feedback and question reports that the learners' pages and the admin panel both show:
 * report statuses, report reasons and feedback categories
 * (src/client/i18n/locales/<language>/feedback-labels.json).
 */
export const feedbackLabels = defineCatalogue("feedback-labels", english);

/** Each report status's label (the English is REPORT_STATUS_LABELS in src/shared/contract/reports.ts). */
export const REPORT_STATUS_KEYS = {
  new: "statusNew",
  looking: "statusLooking",
  fixed: "statusFixed",
  "no-change": "statusNoChange",
} as const satisfies Record<ReportStatus, keyof typeof english>;

/** A question report's reason by its rating (QUESTION_REPORT_REASONS in src/shared/contract/feedback.ts). */
export const reportReasonKey = (rating: number) =>
  rating === 1 ? "reason1" : rating === 2 ? "reason2" : rating === 3 ? "reason3" : "reasonOther";

/** Each category's label (the English is FEEDBACK_CATEGORY_LABELS in src/shared/contract/feedback.ts). */
export const FEEDBACK_CATEGORY_KEYS = {
  "ui-ux": "categoryUiUx",
  questions: "categoryQuestions",
  performance: "categoryPerformance",
  features: "categoryFeatures",
  mobile: "categoryMobile",
  bugs: "categoryBugs",
  other: "categoryOther",
} as const satisfies Record<FeedbackCategory, keyof typeof english>;

/** The key of a stored category's label, or undefined for one this version does not know. */
export const feedbackCategoryKey = (category: string) =>
  Object.hasOwn(FEEDBACK_CATEGORY_KEYS, category)
    ? FEEDBACK_CATEGORY_KEYS[category as FeedbackCategory]
    : undefined;
