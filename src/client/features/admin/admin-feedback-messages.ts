import type { FeedbackCategory } from "@shared/contract/feedback";
import english from "@/i18n/locales/en/admin-feedback.json";
import { defineAdminCatalogue } from "./admin-catalogue";

/** The admin panel's Feedback tab (src/client/i18n/locales/<language>/admin-feedback.json). */
export const adminFeedbackMessages = defineAdminCatalogue("admin-feedback", english);

/** Each category's label (the English is FEEDBACK_CATEGORY_LABELS in src/shared/contract/feedback.ts). */
const FEEDBACK_CATEGORY_KEYS = {
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

/** A question report's reason by its rating (QUESTION_REPORT_REASONS in src/shared/contract/feedback.ts). */
export const reportReasonKey = (rating: number) =>
  rating === 1 ? "reason1" : rating === 2 ? "reason2" : rating === 3 ? "reason3" : "reasonOther";
