import type { AnswerValue } from "@shared/contract/attempts";
import { useCallback, useEffect, useState } from "react";
import type { useAnswerSheet } from "../answer-sheet/use-answer-sheet";
import { type NtaAction, ntaOutcome, type Pending, pendingFor, shownAnswer } from "./nta-responses";

type SheetState = Pick<ReturnType<typeof useAnswerSheet>, "answers" | "choose" | "setMarked">;

/**
 * NTA's selection on screen: what the learner chooses stays here until a Save button records it in
 * the answer sheet; `act` applies one of the hall's actions to the question on screen and says
 * whether the hall moves on.
 */
export function usePendingAnswer(sheet: SheetState, questionId: number, leaveCount = 0) {
  const [pending, setPending] = useState<Pending>(null);
  // a selection never outlives its question: coming back shows what was saved, and leaving by a tab
  // or the palette (`leaveCount` moves) drops it even when that leads to the same question
  useEffect(() => {
    if (questionId >= 0 && leaveCount >= 0) setPending(null);
  }, [questionId, leaveCount]);

  const choose = useCallback((value: AnswerValue | null) => setPending({ questionId, value }), [questionId]);

  const act = useCallback(
    (action: NtaAction): boolean => {
      const outcome = ntaOutcome(action, pendingFor(pending, questionId));
      if (outcome.answer !== undefined) sheet.choose(questionId, outcome.answer);
      if (outcome.marked !== undefined) sheet.setMarked(questionId, outcome.marked);
      setPending(null);
      return outcome.moves;
    },
    [pending, questionId, sheet],
  );

  return {
    answer: shownAnswer(sheet.answers[String(questionId)], pending, questionId),
    hasPending: pendingFor(pending, questionId) !== undefined,
    choose,
    act,
  };
}
