import { describe, expect, it } from "vitest";
import { isChosenOption, isKeyOption, typedValue } from "./review-key";

describe("isKeyOption", () => {
  it("marks the key and every option a correction accepted, nothing else", () => {
    const item = { correctIndex: 0, acceptedIndexes: [2] };
    expect([0, 1, 2, 3].map((i) => isKeyOption(item, i))).toEqual([true, false, true, false]);
    expect([0, 1, 2, 3].map((i) => isKeyOption({ correctIndex: 1 }, i))).toEqual([false, true, false, false]);
  });

  it("marks every correct option of a multiple-correct question", () => {
    const item = { correctIndex: null, correctAnswers: [0, 3] };
    expect([0, 1, 2, 3].map((i) => isKeyOption(item, i))).toEqual([true, false, false, true]);
  });
});

describe("isChosenOption", () => {
  it("is the single choice, or each option of a multiple-correct answer", () => {
    expect([0, 1, 2].map((i) => isChosenOption({ chosenIndex: 1, response: 1 }, i))).toEqual([
      false,
      true,
      false,
    ]);
    expect([0, 1, 2, 3].map((i) => isChosenOption({ chosenIndex: null, response: [0, 2] }, i))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(isChosenOption({ chosenIndex: null, response: null }, 0)).toBe(false);
  });
});

describe("typedValue", () => {
  it("is the number typed for a numerical question, null when skipped or another type", () => {
    expect(typedValue({ type: "numerical", response: 12.5 })).toBe(12.5);
    expect(typedValue({ type: "numerical", response: null })).toBeNull();
    expect(typedValue({ type: "single", response: 2 })).toBeNull();
  });
});
