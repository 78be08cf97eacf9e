import { hasRenderedMath } from "@shared/math/has-rendered-math";
import { useEffect, useMemo } from "react";
import { loadKatexCss } from "@/lib/katex-css";

/**
 * A text the server rendered (src/shared/math/math-html.ts): text escaped, math as KaTeX's HTML.
 * Runs no KaTeX in the browser; the stylesheet loads only when the HTML holds math.
 */
export function MathHtml({ html, className }: { html: string; className?: string }) {
  const withMath = hasRenderedMath(html);
  useEffect(() => {
    if (withMath) void loadKatexCss();
  }, [withMath]);
  const inner = useMemo(() => ({ __html: html }), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's rendering: escaped text and KaTeX output only
  return <span className={className} dangerouslySetInnerHTML={inner} />;
}
