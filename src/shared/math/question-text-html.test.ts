import { describe, expect, it } from "vitest";
import { mathHtml } from "./math-html";
import { questionTextHtml } from "./question-text-html";

describe("questionTextHtml", () => {
  it("renders a text without lists exactly as mathHtml does", () => {
    for (const text of ["If $|A| = 4$, what is $|2A|$?", "Plain <b>text</b>\n\nwith a break", "a | b"]) {
      expect(questionTextHtml(text)).toBe(mathHtml(text));
    }
  });

  it("renders the lists as a table with column headers between the text before and after", () => {
    const html = questionTextHtml(
      "Match the lists.\n\nList-I | List-II\n(A) <x> | (I) $x^2$\n(B) y | (II) z\n\nChoose the answer.",
    );
    expect(html.startsWith(`${mathHtml("Match the lists.")}<span`)).toBe(true);
    expect(html.endsWith(`</table></span>${mathHtml("Choose the answer.")}`)).toBe(true);
    expect(html).toContain('<th scope="col"');
    expect(html.match(/<th /g)).toHaveLength(2);
    expect(html.match(/<tr>/g)).toHaveLength(3);
    expect(html).toContain("(A) &lt;x&gt;");
    expect(html).toContain('class="katex');
    expect(html).not.toContain(" | ");
    // the question is shown with white-space: pre-line: a line break in the table would show
    expect(html).not.toContain("\n");
  });
});
