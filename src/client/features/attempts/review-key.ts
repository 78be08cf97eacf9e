import type { ReviewItem } from "@shared/contract/attempts";

/** Whether an option of a reviewed question is marked correct: the key or an option a correction accepted. */
export function isKeyOption(
  item: Pick<ReviewItem, "correctIndex" | "acceptedIndexes">,
  index: number,
): boolean {
  return index === item.correctIndex || (item.acceptedIndexes ?? []).includes(index);
}
