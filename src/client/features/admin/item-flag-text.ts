import type { ItemAnalysisRow, ItemFlagView } from "@shared/contract/item-analysis";
import { translate } from "@/i18n/i18n";
import { adminAnalyticsMessages } from "./admin-analytics-messages";

/** A, B, C... for option index 0, 1, 2... */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/** A flag in words, in the interface language, for the admin deciding what to do about the question. */
export function flagText(
  flag: ItemFlagView,
  row: Pick<ItemAnalysisRow, "options">,
  minAttempts: number,
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
      return translate(adminAnalyticsMessages, "tooFewAttemptsText", { minAttempts });
  }
}
