import type { QuestionStructures } from "../contract/question-structure";
import type { ColumnAlign } from "../pipe-table";
import { parseTextBlocks } from "../pipe-table";
import { mathHtml } from "./math-html";
import { questionTextHtml } from "./question-text-html";

/** The texts of a question a learner may read, as stored. */
export type QuestionTexts = {
  text: string;
  options: string[];
  explanation: string;
  textHi: string | null;
  optionsHi: string[] | null;
  explanationHi: string | null;
  /** the question's parts, when it is structured: the texts above are then them flattened */
  structure: QuestionStructures | null;
};

/**
 * The same texts rendered to HTML by mathHtml (text escaped, math typeset); the question's text
 * with its lists or pipe table as a table (questionTextHtml).
 */
export type QuestionHtml = Omit<QuestionTexts, "structure">;

export function renderQuestionHtml(q: QuestionTexts): QuestionHtml {
  return {
    text: questionTextHtml(q.text, q.structure?.en ?? null, "en"),
    options: q.options.map(mathHtml),
    explanation: mathHtml(q.explanation),
    textHi: q.textHi === null ? null : questionTextHtml(q.textHi, q.structure?.hi ?? null, "hi"),
    optionsHi: q.optionsHi === null ? null : q.optionsHi.map(mathHtml),
    explanationHi: q.explanationHi === null ? null : mathHtml(q.explanationHi),
  };
}

/** A stimulus's text as the page lays it out: paragraphs and pipe tables, every piece rendered. */
export type StimulusBlockHtml =
  | { kind: "text"; paragraphs: string[] }
  | { kind: "table"; header: string[]; align: ColumnAlign[]; rows: string[][] };

export function renderStimulusBody(body: string): StimulusBlockHtml[] {
  return parseTextBlocks(body).map((block) =>
    block.kind === "table"
      ? {
          kind: "table",
          header: block.table.header.map(mathHtml),
          align: block.table.align,
          rows: block.table.rows.map((row) => row.map(mathHtml)),
        }
      : { kind: "text", paragraphs: block.text.split(/\n\s*\n/).map(mathHtml) },
  );
}

export type StimulusTexts = { body: string; bodyHi: string | null };
export type StimulusHtml = { body: StimulusBlockHtml[]; bodyHi: StimulusBlockHtml[] | null };

export function renderStimulusHtml(s: StimulusTexts): StimulusHtml {
  return {
    body: renderStimulusBody(s.body),
    bodyHi: s.bodyHi === null ? null : renderStimulusBody(s.bodyHi),
  };
}
