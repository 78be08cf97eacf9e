import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeStem, nearDuplicatePairs, type StemDescription, sameQuestion } from "./near-duplicates";

/** what the index must find: every pair compared */
const everyPairCompared = (stems: StemDescription[]) => {
  const pairs: [number, number][] = [];
  for (let j = 0; j < stems.length; j++)
    for (let i = 0; i < j; i++) if (sameQuestion(stems[i]!, stems[j]!)) pairs.push([i, j]);
  return pairs;
};
const byPair = (a: [number, number], b: [number, number]) => a[0] - b[0] || a[1] - b[1];

describe("near-duplicate stems", () => {
  it("are the same question reworded, with the same givens", () => {
    const a = describeStem("A train 120 m long crosses a pole in 6 seconds. Find its speed.");
    const b = describeStem("Find the speed of a 120 m long train that crosses a pole in 6 seconds.");
    const otherGivens = describeStem("A train 150 m long crosses a pole in 6 seconds. Find its speed.");
    expect(sameQuestion(a, b)).toBe(true);
    expect(sameQuestion(a, otherGivens)).toBe(false);
    expect(nearDuplicatePairs([a, otherGivens, b])).toEqual([[0, 2]]);
  });

  it("read a formula's functions and symbols, not only its numbers", () => {
    const product = describeStem(
      "What is the value of $\\cos\\frac{\\pi}{7}\\cos\\frac{2\\pi}{7}\\cos\\frac{4\\pi}{7}$?",
    );
    const secant = describeStem("If $\\sec\\theta + \\tan\\theta = 4$, what is the value of $\\sin\\theta$?");
    const reworded = describeStem(
      "Find $\\cos\\dfrac{\\pi}{7}\\cdot\\cos\\dfrac{2\\pi}{7}\\cdot\\cos\\dfrac{4\\pi}{7}$: its value is",
    );
    expect(sameQuestion(product, secant)).toBe(false);
    expect(sameQuestion(product, reworded)).toBe(true);
  });

  it("are found by the index exactly as by comparing every pair", () => {
    const vocabulary = ["river", "delta", "monsoon", "plateau", "basin", "coast", "ridge", "valley"];
    const stem = fc.record({
      words: fc.uniqueArray(fc.constantFrom(...vocabulary), { maxLength: 8 }).map((w) => new Set(w)),
      numbers: fc.array(fc.constantFrom(1, 2, 3), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(stem, { maxLength: 40 }), (stems) => {
        const found = nearDuplicatePairs(stems).sort(byPair);
        expect(found).toEqual(everyPairCompared(stems).sort(byPair));
      }),
      { numRuns: 300 },
    );
  });

  it("leave out the pairs the caller does not compare", () => {
    const stems = ["Name the largest delta.", "Name the largest delta.", "Name the largest delta."].map(
      describeStem,
    );
    expect(nearDuplicatePairs(stems, (i) => i !== 0)).toEqual([[1, 2]]);
  });
});
