import type { ItemAnalysisResponse, ItemAnalysisRow, ItemFlagView } from "@shared/contract/item-analysis";
import { translate } from "@/i18n/i18n";
import { adminAnalyticsMessages } from "./admin-analytics-messages";

/** The attempt counts from which a question's flags are indicative and firm. */
export type FlagThresholds = Pick<ItemAnalysisResponse, "minAttempts" | "indicativeAttempts">;

/** A percent statistic rounded to a whole number, never "-0". */
export const wholeNumber = (value: number) => String(Math.round(value) || 0);

/** A, B, C... for option index 0, 1, 2... */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/** A flag in words, in the interface language, for the admin deciding what to do about the question. */
export function flagText(
  flag: ItemFlagView,
  row: Pick<ItemAnalysisRow, "options">,
  thresholds: FlagThresholds,
): string {
  const option = flag.option === undefined ? "" : optionLetter(flag.option);
  switch (flag.kind) {
    case "likely_wrong_key": {
      const key = row.options
        .filter((o) => o.isKey)
        .map((o) => optionLetter(o.index))
        .join(", ");
      return translate(adminAnalyticsMessages, "likelyWrongKeyText", { option, key });
    }
    case "low_discrimination":
      return translate(adminAnalyticsMessages, "lowDiscriminationText");
    case "too_hard":
      return translate(adminAnalyticsMessages, "tooHardText");
    case "too_easy":
      return translate(adminAnalyticsMessages, "tooEasyText");
    case "unused_option":
      return translate(adminAnalyticsMessages, "unusedOptionText", { option });
    case "too_few_attempts":
      return translate(adminAnalyticsMessages, "tooFewAttemptsText", {
        minAttempts: thresholds.indicativeAttempts,
      });
  }
}

/**
 * Why a question's flags are only indicative: its n, and the discrimination with its 95% interval,
 * so the admin sees how wide the doubt is.
 */
export function indicativeText(
  row: Pick<ItemAnalysisRow, "attempts" | "discrimination" | "discriminationInterval">,
  thresholds: FlagThresholds,
): string {
  const counts = { n: row.attempts, minAttempts: thresholds.minAttempts };
  const interval = row.discriminationInterval;
  if (row.discrimination === null || !interval) {
    return translate(adminAnalyticsMessages, "indicativeText", counts);
  }
  return translate(adminAnalyticsMessages, "indicativeDiscriminationText", {
    ...counts,
    value: wholeNumber(row.discrimination),
    low: wholeNumber(interval.low),
    high: wholeNumber(interval.high),
  });
}

/** What a negative discriminative efficiency means; null when it is not negative. */
export function negativeEfficiencyText(row: Pick<ItemAnalysisRow, "efficiency">): string | null {
  if (row.efficiency === null || Math.round(row.efficiency) >= 0) return null;
  return translate(adminAnalyticsMessages, "negativeEfficiencyText", { value: wholeNumber(row.efficiency) });
}
