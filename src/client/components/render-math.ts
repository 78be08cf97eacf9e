import katex from "katex";

/**
 * KaTeX's HTML for one piece of math, or null when it cannot be rendered. `throwOnError: false`
 * only covers TeX errors: deeply nested input (thousands of `{` or `\frac{`) still overflows the
 * call stack (RangeError) inside KaTeX, so any error here means "show the source instead".
 */
export function renderMath(source: string, display: boolean): string | null {
  try {
    return katex.renderToString(source, {
      displayMode: display,
      throwOnError: false,
      trust: false,
      output: "htmlAndMathml",
    });
  } catch {
    return null;
  }
}

export const MATH_NOT_SHOWN = "math could not be shown";
