import type { ReviewItem } from "@shared/contract/attempts";

type KeyFields = Pick<ReviewItem, "correctIndex" | "acceptedIndexes" | "correctAnswers">;

/**
 * Whether an option of a reviewed question is marked correct: the key or an option a correction
 * accepted (single), or one of the correct options (multiple).
 */
export function isKeyOption(item: KeyFields, index: number): boolean {
  return (
    index === item.correctIndex ||
    (item.acceptedIndexes ?? []).includes(index) ||
    (item.correctAnswers ?? []).includes(index)
  );
}

/** Whether the learner chose this option: the single choice, or one of a multiple-correct answer's. */
export function isChosenOption(item: Pick<ReviewItem, "chosenIndex" | "response">, index: number): boolean {
  if (Array.isArray(item.response)) return item.response.includes(index);
  return index === item.chosenIndex;
}

/** The number a learner typed for a numerical question, or null when none was. */
export function typedValue(item: Pick<ReviewItem, "type" | "response">): number | null {
  return item.type === "numerical" && typeof item.response === "number" ? item.response : null;
}
