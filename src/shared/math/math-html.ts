import katex from "katex";
import { breakableMath } from "../../domain/math-line-breaks";
import { tooDeeplyNested } from "../../domain/math-nesting";
import { type MathSegment, splitMath } from "./split-math";

export const MATH_NOT_SHOWN = "math could not be shown";

/**
 * The largest size, in em, a formula may ask for (`\rule`, `\hspace`, `\kern`...): a phone's
 * screen is about 24em wide, and `\rule{99999em}{99999em}` must not make a page a city wide.
 */
export const MAX_MATH_SIZE_EM = 10;
/** How many macro expansions one formula may take (KaTeX's own default, stated). */
const MAX_MATH_EXPANSIONS = 1000;

/**
 * Which rendering wrote a cached HTML: KaTeX's version and ours (bumped when renderMath changes
 * what it hands KaTeX, or question-text-html.ts how a question's lists are laid out). A new one
 * renders every cache again.
 */
export const MATH_RENDERING = `katex ${katex.version}, line breaks 2, sizes to ${MAX_MATH_SIZE_EM}em, question tables 1`;

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/**
 * KaTeX's HTML for one piece of math, or null when it cannot be rendered. Chemistry written as one
 * `\mathrm{A > B}` group is handed over as groups a phone can break (math-line-breaks.ts). Math
 * nested deeper than MAX_MATH_NESTING is not handed to KaTeX at all (it renders groups recursively
 * and overflows the stack); `throwOnError: false` covers TeX errors (KaTeX marks them itself), and
 * any other error still means "show the source instead".
 */
export function renderMath(source: string, display: boolean): string | null {
  if (tooDeeplyNested(source)) return null;
  try {
    return katex.renderToString(breakableMath(source), {
      displayMode: display,
      throwOnError: false,
      trust: false,
      maxSize: MAX_MATH_SIZE_EM,
      maxExpand: MAX_MATH_EXPANSIONS,
      output: "htmlAndMathml",
    });
  } catch {
    return null;
  }
}

function unrenderedMath(source: string): string {
  return (
    `<span data-testid="math-not-shown" title="${MATH_NOT_SHOWN}" class="break-all">` +
    `<code class="font-mono text-sm">${escapeHtml(source)}</code> ` +
    '<span class="whitespace-nowrap rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">' +
    `${MATH_NOT_SHOWN}</span></span>`
  );
}

/**
 * Browsers may always break a line next to a box such as a formula's (CSS Text: even where a
 * character such as a word joiner would forbid it), so a comma after a formula could start the
 * next line on a phone. The punctuation after an inline formula is set inside it instead, as text
 * at its end: `$x = 9t$, where` is rendered as `x = 9t\text{,}` and ` where`.
 */
const CLOSING_PUNCTUATION = /^[,.;:!?)]+/;

type Piece = MathSegment & { trailing?: string };

function withPunctuationInMath(segments: MathSegment[]): Piece[] {
  const pieces: Piece[] = [];
  for (const segment of segments) {
    const before = pieces[pieces.length - 1];
    const punctuation = segment.kind === "text" ? CLOSING_PUNCTUATION.exec(segment.value)?.[0] : undefined;
    if (punctuation && before?.kind === "math" && !before.display) {
      before.trailing = punctuation;
      const rest = segment.value.slice(punctuation.length);
      if (rest) pieces.push({ kind: "text", value: rest });
    } else {
      pieces.push({ ...segment });
    }
  }
  return pieces;
}

/**
 * A text that may hold `$...$` / `$$...$$` math as HTML: the text outside math escaped (an admin's
 * `<b>` shows as written, never as markup), math as KaTeX's output with trust off (no links, no
 * raw HTML), and math KaTeX cannot render as its source with a small marker. The server renders
 * every learner-facing text with this when a question or stimulus is saved (src/server/math); the
 * admin preview renders with it in the browser.
 */
export function mathHtml(text: string): string {
  return withPunctuationInMath(splitMath(text))
    .map((piece) => {
      if (piece.kind === "text") return escapeHtml(piece.value);
      const trailing = piece.trailing ?? "";
      const html = renderMath(trailing ? `${piece.value}\\text{${trailing}}` : piece.value, piece.display);
      if (html === null) return unrenderedMath(piece.value) + escapeHtml(trailing);
      return piece.display ? `<span class="my-2 block overflow-x-auto">${html}</span>` : html;
    })
    .join("");
}
