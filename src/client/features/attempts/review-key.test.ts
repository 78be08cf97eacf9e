import { describe, expect, it } from "vitest";
import { isKeyOption } from "./review-key";

describe("isKeyOption", () => {
  it("marks the key and every option a correction accepted, nothing else", () => {
    const item = { correctIndex: 0, acceptedIndexes: [2] };
    expect([0, 1, 2, 3].map((i) => isKeyOption(item, i))).toEqual([true, false, true, false]);
    expect([0, 1, 2, 3].map((i) => isKeyOption({ correctIndex: 1 }, i))).toEqual([false, true, false, false]);
  });
});
