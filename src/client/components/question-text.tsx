import "katex/dist/katex.min.css";
import type { QuestionStructure } from "@shared/contract/question-structure";
import { questionTextHtml } from "@shared/math/question-text-html";
import type { StructureLanguage } from "@shared/question-structure";
import { useMemo } from "react";

/**
 * A question's text rendered in the browser, as MathText renders any text, with the lists or pipe
 * table it holds ("Match List-I with List-II") shown as a table, or its structure laid out as the
 * learner's page lays it out: the review deck, bookmarks and the admin panel, whose answers carry
 * the text but no rendered HTML. Import this only from lazily loaded pages: KaTeX is heavy.
 */
export function QuestionText({
  text,
  structure = null,
  language = "en",
  className,
}: {
  text: string;
  structure?: QuestionStructure | null;
  language?: StructureLanguage;
  className?: string;
}) {
  const html = useMemo(
    () => ({ __html: questionTextHtml(text, structure, language) }),
    [text, structure, language],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: text escaped and KaTeX output with trust off, as MathText
  return <span className={className} dangerouslySetInnerHTML={html} />;
}
