import katex from "katex";
import { describe, expect, it } from "vitest";
import { breakableMath, unbreakableGroups } from "./math-line-breaks";

describe("unbreakableGroups", () => {
  it("finds a \\mathrm group holding a relation, an arrow or a plus between written parts", () => {
    expect(unbreakableGroups("\\mathrm{(CH_3)_3CBr > (CH_3)_2CHBr} + x")).toEqual([
      "\\mathrm{(CH_3)_3CBr > (CH_3)_2CHBr}",
    ]);
    expect(unbreakableGroups("\\mathrm{N_2 + 3H_2 \\rightleftharpoons 2NH_3}")).toEqual([
      "\\mathrm{N_2 + 3H_2 \\rightleftharpoons 2NH_3}",
    ]);
  });

  it("passes groups that break already or hold no break point", () => {
    expect(unbreakableGroups("\\mathrm{A} > \\mathrm{B}")).toEqual([]);
    expect(unbreakableGroups("\\mathrm{Fe^{3+}} + \\mathrm{e^-}")).toEqual([]);
    expect(unbreakableGroups("\\mathrm{CH_3{-}CH_2OH}")).toEqual([]);
    // no spaces: a charge, not an operator between two species
    expect(unbreakableGroups("\\mathrm{Na+}")).toEqual([]);
    expect(unbreakableGroups("\\mathrm{\\to B}")).toEqual([]);
  });
});

describe("breakableMath", () => {
  it("moves relations, arrows and pluses out of the group, keeping every part as written", () => {
    expect(breakableMath("\\mathrm{(CH_3)_3CBr > (CH_3)_2CHBr > CH_3Br}")).toBe(
      "\\mathrm{(CH_3)_3CBr} > \\mathrm{(CH_3)_2CHBr} > \\mathrm{CH_3Br}",
    );
    expect(breakableMath("k = 2,\\ \\mathrm{2H_2 + O_2\\rightarrow 2H_2O}\\ (g)")).toBe(
      "k = 2,\\ \\mathrm{2H_2} + \\mathrm{O_2} \\rightarrow \\mathrm{2H_2O}\\ (g)",
    );
  });

  it("leaves math without such a group exactly as it was", () => {
    for (const tex of [
      "x^2 = 4",
      "\\mathrm{A} > \\mathrm{B}",
      "\\mathrm{Fe^{3+}}",
      "\\frac{\\mathrm{d}y}{\\mathrm{d}x}",
      "\\mathrm{unclosed > group",
      "\\text{a > b}",
    ]) {
      expect(breakableMath(tex)).toBe(tex);
    }
  });

  it("rewrites groups nested in a group and braces inside one", () => {
    expect(breakableMath("\\mathrm{[Co(NH_3)_6]^{3+} > \\{x\\} + Y}")).toBe(
      "\\mathrm{[Co(NH_3)_6]^{3+}} > \\mathrm{\\{x\\}} + \\mathrm{Y}",
    );
  });

  it("shows the same glyphs and lets KaTeX break after each relation", () => {
    const tex = "\\mathrm{(CH_3)_3CBr > (CH_3)_2CHBr > CH_3CH_2Br > CH_3Br}";
    const glyphs = (html: string) =>
      html
        .replace(/<annotation[\s\S]*?<\/annotation>/g, "")
        .replace(/<[^>]+>/g, "")
        .replace(/\s|&ZeroWidthSpace;|\u200b/g, "");
    const before = katex.renderToString(tex, { output: "html" });
    const after = katex.renderToString(breakableMath(tex), { output: "html" });
    expect(glyphs(after)).toBe(glyphs(before));
    // KaTeX sets each top-level piece in a base of its own: one before, four after
    expect(before.match(/class="katex-base"/g)).toHaveLength(1);
    expect(after.match(/class="katex-base"/g)).toHaveLength(4);
  });
});
