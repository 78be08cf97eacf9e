import { translate } from "@/i18n/i18n";
import { formatNumber } from "@/lib/indian-formats";
import { reviewMessages } from "./review-messages";

const DAY_MS = 24 * 3600 * 1000;

/** When a card comes back, as the review page says it: "again later today", "again tomorrow", "again in 3 days". */
export function dueInWords(due: Date, now: Date): string {
  const days = Math.round((due.getTime() - now.getTime()) / DAY_MS);
  if (days <= 0) return translate(reviewMessages, "againLaterToday");
  if (days === 1) return translate(reviewMessages, "againTomorrow");
  if (days < 60) return translate(reviewMessages, "againInDays", { days: formatNumber(days) });
  const months = Math.round(days / 30);
  return months < 24
    ? translate(reviewMessages, "againInMonths", { months: formatNumber(months) })
    : translate(reviewMessages, "againInYears", { years: formatNumber(Math.round(days / 365)) });
}
