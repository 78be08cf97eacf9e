import { describe, expect, it } from "vitest";
import { MAX_MATH_NESTING } from "../../domain/math-nesting";
import { hasRenderedMath } from "./has-rendered-math";
import { MATH_NOT_SHOWN, MAX_MATH_SIZE_EM, mathHtml, renderMath } from "./math-html";

describe("renderMath", () => {
  it("renders ordinary math", () => {
    expect(renderMath("x^2 = 4", false)).toContain("katex");
  });

  it("bounds every size a formula asks for, so no rule or space is wider than a phone", () => {
    for (const source of [
      "\\rule{99999em}{99999em}",
      "a\\hspace{5000em}b",
      "\\kern{3000em}x",
      "\\rule{2em}{1em}",
    ]) {
      const html = renderMath(source, false) ?? "";
      // the TeX source stays in the MathML annotation; the sizes drawn are everything else
      const drawn = html.replace(/<annotation[^>]*>.*?<\/annotation>/s, "");
      const sizes = [...drawn.matchAll(/(-?[\d.]+)em/g)].map((m) => Math.abs(Number(m[1])));
      expect(sizes.length, source).toBeGreaterThan(0);
      expect(Math.max(...sizes), source).toBeLessThanOrEqual(MAX_MATH_SIZE_EM);
    }
    expect(renderMath("\\rule{2em}{1em}", false)).toContain("border-right-width:2em");
  });

  it("stops a macro that expands itself forever with KaTeX's marked error", () => {
    expect(renderMath("\\def\\a{\\a\\a}\\a", false)).toContain("katex-error");
  });

  it("answers null instead of throwing for math nested too deep for KaTeX", () => {
    const deep = `${"{".repeat(2400)}x${"}".repeat(2400)}`; // 4,801 characters, under the 5,000 limit
    expect(() => renderMath(deep, false)).not.toThrow();
    expect(renderMath(deep, false)).toBeNull();
  });

  it("leaves math past the nesting cap to the source view, and renders math at the cap", () => {
    const nested = (depth: number) => `${"{".repeat(depth)}x${"}".repeat(depth)}`;
    expect(renderMath(nested(MAX_MATH_NESTING + 1), false)).toBeNull();
    expect(renderMath(nested(MAX_MATH_NESTING), false)).toContain('class="katex"');
  });

  it("sets chemistry written as one \\mathrm group so a phone can break it after each relation", () => {
    const html = renderMath("\\mathrm{(CH_3)_3CBr > (CH_3)_2CHBr > CH_3Br}", false) ?? "";
    // KaTeX may break between its top-level bases: three pieces, not one box
    expect(html.match(/class="katex-base"/g)).toHaveLength(3);
  });

  it("still shows a TeX error as KaTeX's own marked source", () => {
    expect(renderMath("\\frac{1}{", false)).toContain("katex-error");
  });
});

describe("mathHtml", () => {
  it("renders inline and display math with KaTeX and keeps the text around it", () => {
    const html = mathHtml("Solve $x^2 = 4$ for x:$$x = \\pm 2$$done");
    expect(html.startsWith('Solve <span class="katex">')).toBe(true);
    expect(html).toContain('<span class="my-2 block overflow-x-auto"><span class="katex-display">');
    expect(html).toContain("<math");
    expect(html.endsWith("done")).toBe(true);
    expect(hasRenderedMath(html)).toBe(true);
  });

  it("sets the punctuation after an inline formula at its end, so a line cannot start with it", () => {
    const html = mathHtml("is $x = 9t$, where $t$ is $t_0$.");
    expect(html).toBe(
      `is ${renderMath("x = 9t\\text{,}", false)} where ${renderMath("t", false)} is ${renderMath("t_0\\text{.}", false)}`,
    );
    // inside the formula's last piece, which the browser does not break
    expect(html).toMatch(/<span class="mord">,<\/span><\/span><\/span><\/span><\/span> where/);
    // not after display math (a line of its own), and not before a word
    expect(mathHtml("$$x$$, where")).toMatch(/<\/span>, where$/);
    expect(mathHtml("is $x$ where")).toBe(`is ${renderMath("x", false)} where`);
    // math KaTeX cannot show keeps its source, then the punctuation
    expect(mathHtml(`$${"{".repeat(60)}x${"}".repeat(60)}$, so`)).toMatch(/<\/span><\/span>, so$/);
  });

  it("escapes text outside math: an admin's markup shows as written", () => {
    const html = mathHtml(`<img src=x onerror="alert(1)"> & 'quotes' $5 and \\$6`);
    expect(html).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;quotes&#39; $5 and $6");
    expect(hasRenderedMath(html)).toBe(false);
  });

  it("gives math no way to add links or raw HTML (trust off)", () => {
    const html = mathHtml("$\\href{javascript:alert(1)}{x} \\htmlClass{evil}{y}$ and $<b>x</b>$");
    expect(html).not.toMatch(/<a\b|href=/);
    expect(html).not.toMatch(/class="[^"]*evil/);
    expect(html).not.toContain("<b>");
    expect(html).toContain("\\href</span>"); // the refused command is shown, marked as an error
  });

  it("shows math KaTeX cannot render as its escaped source with the marker", () => {
    const deep = `${"{".repeat(60)}<x>${"}".repeat(60)}`;
    const html = mathHtml(`before $${deep}$ after`);
    expect(html).toContain('data-testid="math-not-shown"');
    expect(html).toContain(`<code class="font-mono text-sm">${"{".repeat(60)}&lt;x&gt;`);
    expect(html).toContain(MATH_NOT_SHOWN);
    expect(html.startsWith("before ")).toBe(true);
    expect(html.endsWith(" after")).toBe(true);
  });

  it("marks a TeX error in place, the rest of the text still rendered", () => {
    const html = mathHtml("bad $\\frac{1}{$ good $y$");
    expect(html).toContain("katex-error");
    expect(html).toContain('class="katex"');
  });
});
