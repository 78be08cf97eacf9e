let katexCss: Promise<unknown> | undefined;

/** KaTeX's stylesheet (and, through it, its fonts): fetched once, by the first page that shows math. */
export function loadKatexCss(): Promise<unknown> {
  katexCss ??= import("katex/dist/katex.min.css");
  return katexCss;
}

/**
 * Applies KaTeX's stylesheet at once when the server hinted it (http/page-preloads.ts: an exam hall
 * whose paper has math). Waiting for the first question to ask for it, the question was laid out
 * twice, first with its math unstyled and far too wide, and painted only after the second.
 */
export function applyHintedKatexCss(): void {
  if (document.querySelector('link[rel="preload"][as="style"][href*="/katex-"]')) void loadKatexCss();
}
