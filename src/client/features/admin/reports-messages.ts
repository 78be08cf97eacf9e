import type { ReportStatus } from "@shared/contract/reports";
import english from "@/i18n/locales/en/admin-reports.json";
import { defineAdminCatalogue } from "./admin-catalogue";

/** The admin panel's report-queue words (src/client/i18n/locales/<language>/admin-reports.json). */
export const adminReportsMessages = defineAdminCatalogue("admin-reports", english);

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
