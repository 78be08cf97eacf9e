import type { PlanId } from "@shared/plans";
import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/payments.json";

/** The plans', billing's and checkout's words (src/client/i18n/locales/<language>/payments.json). */
export const paymentsMessages = defineCatalogue("payments", english);

export type PaymentsKey = keyof typeof english;

/** A plan's name in the interface language (the English is PLANS in src/shared/plans.ts). */
export const PLAN_NAME_KEY = {
  free: "freeName",
  monthly: "monthlyName",
  annual: "annualName",
} as const satisfies Record<PlanId, PaymentsKey>;
