/*
 * How deeply math may nest. KaTeX renders nested groups recursively, and a few thousand levels of
 * `{` or `\frac{` (well under the 5,000-character limit of a question) overflow the browser's call
 * stack. No real question needs more than a handful of levels, so an admin's save is refused past
 * MAX_MATH_NESTING with a 400 naming the field; the page still shows any such text as its source.
 */
export const MAX_MATH_NESTING = 50;

/** The deepest nesting of unescaped `{` braces in a text (`\{` and `\}` are literal braces). */
export function mathNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\\") {
      i++; // the next character is escaped
    } else if (ch === "{") {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (ch === "}" && depth > 0) {
      depth--;
    }
  }
  return deepest;
}

export const tooDeeplyNested = (text: string) => mathNestingDepth(text) > MAX_MATH_NESTING;
