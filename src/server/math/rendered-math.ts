import { createHash } from "node:crypto";
import { MATH_RENDERING } from "~/shared/math/math-html";
import {
  type QuestionHtml,
  type QuestionTexts,
  renderQuestionHtml,
  renderStimulusHtml,
  type StimulusHtml,
  type StimulusTexts,
} from "~/shared/math/question-html";

/**
 * Math is typeset once, when a question or stimulus is saved, and cached on its row
 * (`questions.math_html`, `stimuli.math_html`) with a fingerprint of the texts it was rendered
 * from and of the rendering (KaTeX's version and ours). A read whose fingerprint no longer matches
 * (a row written by a path that did not render, a KaTeX upgrade, a change in how math is rendered)
 * renders again, so the HTML a learner sees is always that of the text as it stands; the start-up
 * pass (refreshMathHtml) writes such rows back.
 */
export type CachedQuestionHtml = QuestionHtml & { source: string };
export type CachedStimulusHtml = StimulusHtml & { source: string };

function fingerprint(texts: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify([MATH_RENDERING, texts]))
    .digest("base64url");
}

const questionFingerprint = (q: QuestionTexts) =>
  fingerprint([q.text, q.options, q.explanation, q.textHi, q.optionsHi, q.explanationHi, q.structure]);
const stimulusFingerprint = (s: StimulusTexts) => fingerprint([s.body, s.bodyHi]);

export function cachedQuestionHtml(q: QuestionTexts): CachedQuestionHtml {
  return { ...renderQuestionHtml(q), source: questionFingerprint(q) };
}

export function cachedStimulusHtml(s: StimulusTexts): CachedStimulusHtml {
  return { ...renderStimulusHtml(s), source: stimulusFingerprint(s) };
}

export const isQuestionHtmlCurrent = (q: QuestionTexts & { mathHtml: CachedQuestionHtml | null }) =>
  q.mathHtml !== null && q.mathHtml.source === questionFingerprint(q);

export const isStimulusHtmlCurrent = (s: StimulusTexts & { mathHtml: CachedStimulusHtml | null }) =>
  s.mathHtml !== null && s.mathHtml.source === stimulusFingerprint(s);

/** The question's rendered texts: the cache when it matches the texts, else rendered now. */
export function questionHtmlOf(q: QuestionTexts & { mathHtml: CachedQuestionHtml | null }): QuestionHtml {
  return q.mathHtml && isQuestionHtmlCurrent(q) ? q.mathHtml : cachedQuestionHtml(q);
}

export function stimulusHtmlOf(s: StimulusTexts & { mathHtml: CachedStimulusHtml | null }): StimulusHtml {
  return s.mathHtml && isStimulusHtmlCurrent(s) ? s.mathHtml : cachedStimulusHtml(s);
}
