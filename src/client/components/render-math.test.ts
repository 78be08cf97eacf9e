import { describe, expect, it } from "vitest";
import { renderMath } from "./render-math";

describe("renderMath", () => {
  it("renders ordinary math", () => {
    expect(renderMath("x^2 = 4", false)).toContain("katex");
  });

  it("answers null instead of throwing for math nested too deep for KaTeX", () => {
    const deep = `${"{".repeat(2400)}x${"}".repeat(2400)}`; // 4,801 characters, under the 5,000 limit
    expect(() => renderMath(deep, false)).not.toThrow();
    expect(renderMath(deep, false)).toBeNull();
  });

  it("still shows a TeX error as KaTeX's own marked source", () => {
    expect(renderMath("\\frac{1}{", false)).toContain("katex-error");
  });
});
