import type { ItemFlagView } from "@shared/contract/item-analysis";
import type { DeviceClass, REPORTED_VITALS, VitalRating } from "@shared/contract/vitals";
import english from "@/i18n/locales/en/admin-analytics.json";
import { defineAdminCatalogue } from "./admin-catalogue";

type Key = keyof typeof english;

/**
 * The admin panel's analytics: item analysis and field performance
 * (src/client/i18n/locales/<language>/admin-analytics.json).
 */
export const adminAnalyticsMessages = defineAdminCatalogue("admin-analytics", english);

/** Each flag's short label, as its badge shows it. */
export const FLAG_LABEL_KEYS = {
  likely_wrong_key: "flagLikelyWrongKey",
  low_discrimination: "flagLowDiscrimination",
  too_hard: "flagTooHard",
  too_easy: "flagTooEasy",
  unused_option: "flagUnusedOption",
  too_few_attempts: "flagTooFewAttempts",
} as const satisfies Record<ItemFlagView["kind"], Key>;

export const DEVICE_KEYS = {
  "low-end-phone": "deviceLowEndPhone",
  phone: "devicePhone",
  tablet: "deviceTablet",
  desktop: "deviceDesktop",
} as const satisfies Record<DeviceClass, Key>;

export const RATING_KEYS = {
  good: "ratingGood",
  "needs-improvement": "ratingNeedsImprovement",
  poor: "ratingPoor",
} as const satisfies Record<VitalRating, Key>;

/** Each reported web vital's full name (the abbreviation, LCP, INP, CLS, is the same in every language). */
export const METRIC_KEYS = {
  LCP: "metricLcp",
  INP: "metricInp",
  CLS: "metricCls",
} as const satisfies Record<(typeof REPORTED_VITALS)[number], Key>;
