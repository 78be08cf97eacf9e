import type { AnswerValue } from "@shared/contract/attempts";
import { useCallback, useEffect, useState } from "react";
import { useAttempt, useAttemptStore } from "../hall/use-attempt";
import { type NtaAction, ntaOutcome, type Pending, pendingFor, shownAnswer } from "./nta-responses";

/**
 * NTA's selection on screen: what the learner chooses stays here until a Save button records it in
 * the attempt's answer sheet; `act` applies one of the hall's actions to the question on screen and
 * says whether the hall moves on.
 */
export function usePendingAnswer(questionId: number, leaveCount = 0) {
  const store = useAttemptStore();
  const saved = useAttempt((s) => s.sheet.answers[String(questionId)]);
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
      if (outcome.answer !== undefined) store.answer(questionId, outcome.answer);
      if (outcome.marked !== undefined) store.mark(questionId, outcome.marked);
      setPending(null);
      return outcome.moves;
    },
    [pending, questionId, store],
  );

  return {
    answer: shownAnswer(saved, pending, questionId),
    hasPending: pendingFor(pending, questionId) !== undefined,
    choose,
    act,
  };
}
