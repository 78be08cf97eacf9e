import { useEffect } from "react";
import { readPosition, writePosition } from "../answer-sheet/attempt-draft";

/**
 * The position an attempt opens at, kept on the device per attempt: a reload resumes on the
 * question (and so the section) the learner was on, unless that question cannot be opened now (its
 * section closed or not yet open), when `fallback` chooses. A submitted attempt (`resume` false)
 * opens at the start, for looking over.
 */
export function initialPosition({
  attemptId,
  questionIds,
  resume,
  canOpen,
  fallback,
}: {
  attemptId: number;
  resume: boolean;
  questionIds: readonly number[];
  canOpen: (questionId: number) => boolean;
  fallback: () => number;
}): number {
  const stored = resume ? readPosition(attemptId) : null;
  const position = stored === null ? -1 : questionIds.indexOf(stored);
  return stored !== null && position >= 0 && canOpen(stored) ? position : fallback();
}

/** Keeps the question on screen on the device, for a reload to resume there. */
export function useRememberPosition(attemptId: number, questionId: number | undefined) {
  useEffect(() => {
    if (questionId !== undefined) writePosition(attemptId, questionId);
  }, [attemptId, questionId]);
}
