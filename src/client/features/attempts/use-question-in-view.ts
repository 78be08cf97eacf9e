import { startTransition, useEffect, useState } from "react";
import { bookletQuestionId } from "./omr-booklet";

/**
 * Where reading happens: this far from the top of the screen, just below the sticky header (a
 * question scrolled to the top lands above it, the next one below).
 */
const READING_LINE_PX = 160;

/**
 * The booklet's question being read: the last one in paper order whose text has reached the
 * reading line (so a question just scrolled to the top is the one read, not the end of the one
 * before it). Before any has, the one the booklet opened at. Its sheet row is highlighted.
 */
export function useQuestionInView(questionIds: readonly number[], initial: number | undefined) {
  const [inView, setInView] = useState(initial);
  useEffect(() => {
    const order = new Map(questionIds.map((id, i) => [id, i]));
    // the questions with some part above the reading line, still on screen
    const above = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = Number((entry.target as HTMLElement).dataset.questionId);
          if (entry.isIntersecting) above.add(id);
          else above.delete(id);
        }
        let last: number | undefined;
        for (const id of above) {
          if (last === undefined || (order.get(id) ?? 0) > (order.get(last) ?? 0)) last = id;
        }
        // a transition: the row highlighted and the place saved may follow a frame late, while
        // the scroll itself never waits for them
        if (last !== undefined) startTransition(() => setInView(last));
      },
      { rootMargin: `0px 0px -${Math.max(0, window.innerHeight - READING_LINE_PX)}px 0px` },
    );
    for (const id of questionIds) {
      const element = document.getElementById(bookletQuestionId(id));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [questionIds]);
  return [inView, setInView] as const;
}
