import { bookletQuestionId } from "./omr-booklet";

/** How many times a jump scrolls again at most before it settles where it is. */
const MAX_CORRECTIONS = 8;
/** Frames a jump watches at most. */
const MAX_FRAMES = 120;
/** Frames the page must stay still before the question's place is read. */
const STILL_FRAMES = 2;
/** The reader's own scrolling ends a jump's corrections at once. */
const READER_INPUT = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

/**
 * How far to scroll again so that the question sits at its place (`offset`: how far below it it
 * is, negative above), or null when it is there or the page cannot scroll that way any further.
 */
export function correctionFor({
  offset,
  scrollY,
  maxScrollY,
}: {
  offset: number;
  scrollY: number;
  maxScrollY: number;
}): number | null {
  if (Math.abs(offset) < 1) return null;
  if (offset > 0 && scrollY >= maxScrollY - 1) return null;
  if (offset < 0 && scrollY <= 0) return null;
  return offset;
}

/**
 * Puts a question of the booklet at the top of the screen (just below the header: its scroll
 * margin) at once, then scrolls again until it stays there. The booklet lays out only the
 * questions near the screen (content-visibility): the others count at the height they last had,
 * which a language switch or a turned phone may have changed since, so a first scroll can stop a
 * little short of the question or past it. At once rather than smoothly: a smooth scroll across
 * the paper would lay out every question it passes. Returns a function that ends the corrections
 * (a later jump ends those of the one before).
 */
export function scrollToQuestion(questionId: number): () => void {
  const element = document.getElementById(bookletQuestionId(questionId));
  if (!element) return () => {};
  element.scrollIntoView({ block: "start", behavior: "instant" });

  let done = false;
  let frame = 0;
  let frames = 0;
  let corrections = 0;
  let stillFrames = 0;
  let lastY = Number.NaN;
  const stop = () => {
    done = true;
    cancelAnimationFrame(frame);
    for (const type of READER_INPUT) window.removeEventListener(type, stop, true);
  };
  const watch = () => {
    if (done) return;
    if (++frames > MAX_FRAMES) return stop();
    const y = window.scrollY;
    stillFrames = y === lastY ? stillFrames + 1 : 0;
    lastY = y;
    if (stillFrames >= STILL_FRAMES) {
      const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
      const scroller = document.scrollingElement ?? document.documentElement;
      const correction = correctionFor({
        offset: element.getBoundingClientRect().top - margin,
        scrollY: y,
        maxScrollY: scroller.scrollHeight - window.innerHeight,
      });
      if (correction === null || corrections >= MAX_CORRECTIONS) return stop();
      corrections++;
      stillFrames = 0;
      window.scrollBy({ top: correction, behavior: "instant" });
    }
    frame = requestAnimationFrame(watch);
  };
  for (const type of READER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  frame = requestAnimationFrame(watch);
  return stop;
}
