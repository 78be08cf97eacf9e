import { describe, expect, it } from "vitest";
import { splitMath } from "./split-math";

describe("splitMath", () => {
  it("keeps text without math as one plain part", () => {
    expect(splitMath("What is the capital of India?")).toEqual([
      { kind: "text", value: "What is the capital of India?" },
    ]);
  });

  it("splits inline and display math from the text around them", () => {
    expect(splitMath("If $x^2 = 4$ then $$x = \\pm 2$$ holds.")).toEqual([
      { kind: "text", value: "If " },
      { kind: "math", value: "x^2 = 4", display: false },
      { kind: "text", value: " then " },
      { kind: "math", value: "x = \\pm 2", display: true },
      { kind: "text", value: " holds." },
    ]);
  });

  it("treats an escaped or unmatched dollar as plain text", () => {
    expect(splitMath("It costs \\$5 and $ more")).toEqual([
      { kind: "text", value: "It costs $5 and $ more" },
    ]);
  });

  it("does not treat an empty pair as math", () => {
    expect(splitMath("$$")).toEqual([{ kind: "text", value: "$$" }]);
  });
});
