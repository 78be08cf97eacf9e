import type { ItemAnalysisRow, ItemFlagView } from "@shared/contract/item-analysis";

/** A, B, C... for option index 0, 1, 2... */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/** A flag in words, for the admin deciding what to do about the question. */
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
      return `Likely wrong key: option ${option} is chosen more by the strongest candidates than the key (${key}). Check the key.`;
    }
    case "low_discrimination":
      return "Tells strong and weak candidates apart poorly (discriminative efficiency below 15%).";
    case "too_hard":
      return "Too hard to tell anyone apart: almost nobody earns its marks (facility below 10%).";
    case "too_easy":
      return "Too easy to tell anyone apart: almost everybody earns its marks (facility above 90%).";
    case "unused_option":
      return `Option ${option} is chosen by nobody: it does not work as a distractor.`;
    case "too_few_attempts":
      return `Too few first attempts to judge (fewer than ${minAttempts}).`;
  }
}

export const FLAG_LABELS: Record<ItemFlagView["kind"], string> = {
  likely_wrong_key: "Likely wrong key",
  low_discrimination: "Low discrimination",
  too_hard: "Too hard",
  too_easy: "Too easy",
  unused_option: "Unused option",
  too_few_attempts: "Too few attempts",
};
