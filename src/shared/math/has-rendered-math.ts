/**
 * Whether HTML from mathHtml holds typeset math (so the page needs KaTeX's stylesheet). Apart from
 * math-html.ts so that pages showing the server's HTML do not load KaTeX with it.
 */
export const hasRenderedMath = (html: string) => html.includes('class="katex');
