import katex from "katex";
import "katex/dist/katex.min.css";
import { Fragment, useMemo } from "react";
import { splitMath } from "./split-math";

/**
 * Text that may hold `$...$` / `$$...$$` math. Plain parts render as React text (escaped); only
 * KaTeX's own output is set as HTML, and KaTeX runs with trust off so math cannot inject links.
 * Import this only from lazily loaded pages: KaTeX is heavy.
 */
export function MathText({ text, className }: { text: string; className?: string }) {
  const parts = useMemo(() => splitMath(text), [text]);
  return (
    <span className={className}>
      {parts.map((part, index) => {
        const key = `${index}-${part.kind}`;
        if (part.kind === "text") return <Fragment key={key}>{part.value}</Fragment>;
        const html = katex.renderToString(part.value, {
          displayMode: part.display,
          throwOnError: false,
          trust: false,
          output: "htmlAndMathml",
        });
        return part.display ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output only, never raw input
          <span key={key} className="my-2 block overflow-x-auto" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output only, never raw input
          <span key={key} dangerouslySetInnerHTML={{ __html: html }} />
        );
      })}
    </span>
  );
}
