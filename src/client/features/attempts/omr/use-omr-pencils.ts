import type { AnswerSheet, AnswerValue } from "@shared/contract/attempts";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { readPencils, writePencils } from "../answer-sheet/attempt-draft";
import { erasePencil, type Pencils, tapBubble } from "./omr-rows";

/**
 * The OMR sheet's pencil marks, one per row, kept on the device through a reload, and the taps that
 * make them: a first tap pencils, a second on the same bubble inks (`choose`, the saved answer).
 * `tap` and `erase` never change, reading the newest sheet and marks from refs, so the 180 memoised
 * rows of a NEET sheet do not re-render for a tap on one of them.
 */
export function useOmrPencils({
  attemptId,
  latest,
  choose,
  readOnly,
}: {
  attemptId: number;
  /** the newest answer sheet (useAnswerSheet's `latest`) */
  latest: RefObject<{ answers: AnswerSheet }>;
  choose: (questionId: number, value: AnswerValue) => void;
  readOnly: boolean;
}) {
  const [pencils, setPencils] = useState<Pencils>(() => readPencils(attemptId));
  const current = useRef(pencils);
  const initial = useRef(pencils);
  const isReadOnly = useRef(readOnly);
  isReadOnly.current = readOnly;

  // written after the tap's frame, never on opening (nothing changed then)
  useEffect(() => {
    if (pencils !== initial.current) writePencils(attemptId, pencils);
  }, [attemptId, pencils]);

  const update = useCallback((next: Pencils) => {
    if (next === current.current) return;
    current.current = next;
    setPencils(next);
  }, []);

  const tap = useCallback(
    (questionId: number, option: number) => {
      if (isReadOnly.current) return;
      const isFilled = latest.current.answers[String(questionId)] !== undefined;
      const next = tapBubble(current.current, { questionId, option, isFilled });
      update(next.pencils);
      if (next.ink !== null) choose(questionId, next.ink);
    },
    [latest, choose, update],
  );

  const erase = useCallback(
    (questionId: number) => {
      if (!isReadOnly.current) update(erasePencil(current.current, questionId));
    },
    [update],
  );

  return { pencils, tap, erase };
}
