import { useEffect, useState } from "react";
import { bookletQuestionId } from "./omr-booklet";

/**
 * The booklet's question being read: of the questions crossing a band just below the header of the
 * screen, the first in paper order (the last one seen while between two). Its sheet row is
 * highlighted.
 */
export function useQuestionInView(questionIds: readonly number[], initial: number | undefined) {
  const [inView, setInView] = useState(initial);
  useEffect(() => {
    const order = new Map(questionIds.map((id, i) => [id, i]));
    const crossing = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = Number((entry.target as HTMLElement).dataset.questionId);
          if (entry.isIntersecting) crossing.add(id);
          else crossing.delete(id);
        }
        let first: number | undefined;
        for (const id of crossing) {
          if (first === undefined || (order.get(id) ?? 0) < (order.get(first) ?? 0)) first = id;
        }
        if (first !== undefined) setInView(first);
      },
      { rootMargin: "-15% 0px -70% 0px" },
    );
    for (const id of questionIds) {
      const element = document.getElementById(bookletQuestionId(id));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [questionIds]);
  return [inView, setInView] as const;
}
