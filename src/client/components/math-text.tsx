import "katex/dist/katex.min.css";
import { mathHtml } from "@shared/math/math-html";
import { useMemo } from "react";

/**
 * Text that may hold `$...$` / `$$...$$` math, rendered in the browser with KaTeX: the admin
 * preview and pages whose answers carry no rendered HTML. The exam hall and the quiz pages show
 * the server's rendering instead (MathHtml), so they load no KaTeX JavaScript.
 * Import this only from lazily loaded pages: KaTeX is heavy.
 */
export function MathText({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => ({ __html: mathHtml(text) }), [text]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: mathHtml escapes text; math is KaTeX's output with trust off
  return <span className={className} dangerouslySetInnerHTML={html} />;
}
