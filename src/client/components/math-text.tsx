import "katex/dist/katex.min.css";
import { Fragment, useMemo } from "react";
import { MATH_NOT_SHOWN, renderMath } from "./render-math";
import { splitMath } from "./split-math";

/**
 * Text that may hold `$...$` / `$$...$$` math. Plain parts render as React text (escaped); only
 * KaTeX's own output is set as HTML, and KaTeX runs with trust off so math cannot inject links.
 * Math KaTeX cannot render shows as its source text with a small marker, never as an error page.
 * Import this only from lazily loaded pages: KaTeX is heavy.
 */
export function MathText({ text, className }: { text: string; className?: string }) {
  const parts = useMemo(
    () =>
      splitMath(text).map((part) =>
        part.kind === "math" ? { ...part, html: renderMath(part.value, part.display) } : part,
      ),
    [text],
  );
  return (
    <span className={className}>
      {parts.map((part, index) => {
        const key = `${index}-${part.kind}`;
        if (part.kind === "text") return <Fragment key={key}>{part.value}</Fragment>;
        if (part.html === null) return <UnrenderedMath key={key} source={part.value} />;
        const html = { __html: part.html };
        return (
          <span
            key={key}
            className={part.display ? "my-2 block overflow-x-auto" : undefined}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output only, never raw input
            dangerouslySetInnerHTML={html}
          />
        );
      })}
    </span>
  );
}

function UnrenderedMath({ source }: { source: string }) {
  return (
    <span data-testid="math-not-shown" title={MATH_NOT_SHOWN} className="break-all">
      <code className="font-mono text-sm">{source}</code>{" "}
      <span className="whitespace-nowrap rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
        {MATH_NOT_SHOWN}
      </span>
    </span>
  );
}
