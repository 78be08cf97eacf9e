import { startTransition, useEffect, useState } from "react";
import { bookletQuestionId } from "./omr-booklet";

/**
 * Where reading happens: this far from the top of the screen, just below the sticky header (a
 * question scrolled to the top lands above it, the next one below).
 */
const READING_LINE_PX = 160;

/**
 * The last of `count` items laid out one below the other (`topOf(i)` grows with i) whose top has
 * reached `line`, or -1 when none has: a binary search, so finding the place in a 180-question
 * paper reads where eight of its questions are, not all of them.
 */
export function lastReachedIndex(count: number, topOf: (index: number) => number, line: number): number {
  let low = 0;
  let high = count - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (topOf(middle) <= line) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** How long the page must stay still before the place read is taken (a scroll's events come a frame apart). */
const SETTLE_MS = 120;

/**
 * The booklet's question being read: the last one in the booklet whose text has reached the
 * reading line (so a question just scrolled to the top is the one read, not the end of the one
 * before it), while some of it is still on screen. Before any has, the one the booklet opened at.
 * Its sheet row is highlighted. Taken from the page once its scroll comes to rest, not in every
 * frame of it: the frames of a scroll through the 180-question paper lay out each question that
 * comes on screen, and a re-render of the hall (the row, the place saved) beside that work made
 * them long tasks on a slow phone.
 */
export function useQuestionInView(questionIds: readonly number[], initial: number | undefined) {
  const [inView, setInView] = useState(initial);
  useEffect(() => {
    const elements = questionIds.flatMap((id) => document.getElementById(bookletQuestionId(id)) ?? []);
    elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    const read = () => {
      const index = lastReachedIndex(
        elements.length,
        (i) => elements[i]?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
        READING_LINE_PX,
      );
      const element = elements[index];
      if (!element || element.getBoundingClientRect().bottom <= 0) return;
      const id = Number(element.dataset.questionId);
      startTransition(() => setInView(id));
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const readWhenStill = () => {
      clearTimeout(timer);
      timer = setTimeout(read, SETTLE_MS);
    };
    read();
    window.addEventListener("scroll", readWhenStill, { passive: true });
    window.addEventListener("resize", readWhenStill, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", readWhenStill);
      window.removeEventListener("resize", readWhenStill);
    };
  }, [questionIds]);
  return [inView, setInView] as const;
}
