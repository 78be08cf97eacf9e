import { describe, expect, it } from "vitest";
import { MAX_MATH_NESTING, mathNestingDepth, tooDeeplyNested } from "./math-nesting";

describe("mathNestingDepth", () => {
  it("counts the deepest unescaped braces", () => {
    expect(mathNestingDepth("no math")).toBe(0);
    expect(mathNestingDepth("$\\frac{1}{2}$")).toBe(1);
    expect(mathNestingDepth("$\\frac{\\sqrt{x^{2}}}{2}$")).toBe(3);
    expect(mathNestingDepth("$\\{ \\{ \\{ x \\} \\} \\}$")).toBe(0);
  });

  it("refuses past the bound: the 4,801-character input that overflows KaTeX", () => {
    expect(tooDeeplyNested(`$${"{".repeat(2400)}x${"}".repeat(2400)}$`)).toBe(true);
    expect(tooDeeplyNested(`$${"\\frac{".repeat(480)}1${"}{2}".repeat(480)}$`)).toBe(true);
    expect(tooDeeplyNested(`$${"{".repeat(MAX_MATH_NESTING)}x${"}".repeat(MAX_MATH_NESTING)}$`)).toBe(false);
  });
});
