import type { AnswerValue } from "@shared/contract/attempts";
import { startTransition, useCallback, useRef, useState, useSyncExternalStore } from "react";
import { readPencils, writePencils } from "../answer-sheet/attempt-draft";
import { useAttemptStore } from "../hall/use-attempt";
import { erasePencil, type Pencils, tapBubble } from "./omr-rows";

/**
 * The sheet's marks as a tap leaves them, read by each row for itself: the pencil marks (kept on the
 * device) and the ink put down on this page (final, as the sheet's own answers are). A tap renders
 * the row it marks, and what counts the marks; the hall's render follows the ink in a transition.
 */
export type OmrMarks = {
  pencils: () => Pencils;
  inkOf: (questionId: number) => AnswerValue | undefined;
  subscribe: (listener: () => void) => () => void;
};

type MarksStore = OmrMarks & {
  set: (pencils: Pencils, ink?: { questionId: number; value: AnswerValue }) => void;
};

function marksStore(initial: Pencils): MarksStore {
  let pencils = initial;
  const inked = new Map<number, AnswerValue>();
  const listeners = new Set<() => void>();
  return {
    pencils: () => pencils,
    inkOf: (questionId) => inked.get(questionId),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next, ink) => {
      pencils = next;
      if (ink) inked.set(ink.questionId, ink.value);
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The OMR sheet's pencil marks, one per row, kept on the device through a reload, and the taps that
 * make them: a first tap pencils, a second on the same bubble inks (the store's `answer`, which
 * the sheet records and sends at once, and renders in a transition). `tap` and `erase` never change,
 * so the 180 memoised rows of a NEET sheet do not re-render for a tap on one of them.
 */
export function useOmrPencils(readOnly: boolean) {
  const store = useAttemptStore();
  const { attemptId } = store.paper;
  const [marks] = useState(() => marksStore(readPencils(attemptId)));
  const isReadOnly = useRef(readOnly);
  isReadOnly.current = readOnly;

  const tap = useCallback(
    (questionId: number, option: number) => {
      if (isReadOnly.current) return;
      const isFilled = store.get().sheet.answers[String(questionId)] !== undefined;
      const next = tapBubble(marks.pencils(), { questionId, option, isFilled });
      const ink = next.ink;
      if (next.pencils === marks.pencils() && ink === null) return;
      marks.set(next.pencils, ink === null ? undefined : { questionId, value: ink });
      writePencils(attemptId, next.pencils);
      if (ink !== null) startTransition(() => store.answer(questionId, ink));
    },
    [attemptId, store, marks],
  );

  const erase = useCallback(
    (questionId: number) => {
      if (isReadOnly.current) return;
      const next = erasePencil(marks.pencils(), questionId);
      if (next === marks.pencils()) return;
      marks.set(next);
      writePencils(attemptId, next);
    },
    [attemptId, marks],
  );

  return { marks: marks as OmrMarks, tap, erase };
}

/** Every pencil mark, for what counts them (re-renders on each change). */
export function usePencils(marks: OmrMarks): Pencils {
  return useSyncExternalStore(marks.subscribe, marks.pencils);
}

/** One row's pencil mark and the ink put down on it on this page (re-renders only when they change). */
export function useRowMarks(
  marks: OmrMarks,
  questionId: number,
): { pencil: number | undefined; ink: AnswerValue | undefined } {
  const pencil = useSyncExternalStore(marks.subscribe, () => marks.pencils()[String(questionId)]);
  const ink = useSyncExternalStore(marks.subscribe, () => marks.inkOf(questionId));
  return { pencil, ink };
}
