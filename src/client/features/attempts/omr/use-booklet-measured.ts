import type { QuizQuestion } from "@shared/contract/quizzes";
import { hasRenderedMath } from "@shared/math/has-rendered-math";
import { useEffect, useState } from "react";
import { loadKatexCss } from "@/lib/katex-css";
import { type Language, localised } from "@/lib/question-language";

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Whether every question of the booklet has been laid out in full in this language, with its fonts
 * and KaTeX's stylesheet: from then on each question remembers its height (contain-intrinsic-size:
 * auto), and the booklet may skip laying out the ones far from the screen (content-visibility)
 * without moving any other. False again for a moment after a language switch, to measure anew, and
 * until every question is on the page (`complete`).
 */
export function useBookletMeasured(
  questions: readonly QuizQuestion[],
  language: Language,
  complete: boolean,
): boolean {
  const [measured, setMeasured] = useState(false);
  useEffect(() => {
    let live = true;
    setMeasured(false);
    if (!complete) return;
    const hasMath = questions.some((q) => {
      const text = localised(q, language);
      return hasRenderedMath(text.question) || text.options.some(hasRenderedMath);
    });
    const stylesheet = hasMath ? loadKatexCss().catch(() => undefined) : Promise.resolve();
    // the stylesheet's first layout asks for KaTeX's fonts; two frames after they are in, the
    // heights laid out with them have been remembered
    void stylesheet
      .then(nextFrame)
      .then(() => document.fonts.ready)
      .then(nextFrame)
      .then(nextFrame)
      .then(() => {
        if (live) setMeasured(true);
      });
    return () => {
      live = false;
    };
  }, [questions, language, complete]);
  return measured;
}
