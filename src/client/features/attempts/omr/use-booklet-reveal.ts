import { useCallback, useEffect, useState } from "react";
import { flushSync } from "react-dom";

/** Questions the booklet shows on its first render (beyond the one it opens at). */
export const FIRST_QUESTIONS = 8;
/** Questions added each time after it: each batch is one short task on a slow phone. */
export const QUESTIONS_PER_BATCH = 6;

/**
 * How many of the booklet's questions are on the page yet. A 180-question paper's math laid out at
 * once took seconds of a slow phone's main thread before the first bubble could take a tap, and
 * again when KaTeX's stylesheet and fonts arrived; the booklet opens with the questions up to the
 * one it opens at and a few more, then adds a batch after each painted frame, so a tap waits for
 * one batch at most. `revealAll` puts every question on the page at once, before a jump to one
 * not there yet.
 */
export function useBookletReveal(total: number, startIndex: number): [number, () => void] {
  const [revealed, setRevealed] = useState(() => Math.min(total, startIndex + 1 + FIRST_QUESTIONS));
  useEffect(() => {
    if (revealed >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // after the frame that shows this batch, in a task of its own (taps queued meanwhile go first)
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setRevealed((n) => Math.min(total, n + QUESTIONS_PER_BATCH)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [revealed, total]);
  const revealAll = useCallback(() => {
    if (revealed < total) flushSync(() => setRevealed(total));
  }, [revealed, total]);
  return [Math.min(revealed, total), revealAll];
}
