import type { AnswerValue } from "@shared/contract/attempts";
import { startTransition, useCallback, useState } from "react";
import { useAttempt, useAttemptStore } from "../hall/use-attempt";

type Shown = { questionId: number; value: AnswerValue | null };

/**
 * A hall that saves a choice at once (TCS): the choice shows in the question on the tap's own
 * render, and reaches the attempt's store, and with it the rest of the hall (palette, tab counts),
 * in a transition after it. The sheet records and sends it at once; only the store's readers wait,
 * so a tap on a cheap phone waits for the question, not the whole hall.
 */
export function useInstantChoice(questionId: number) {
  const store = useAttemptStore();
  const saved = useAttempt((s) => s.sheet.answers[String(questionId)]);
  const [shown, setShown] = useState<Shown | null>(null);
  const choose = useCallback(
    (value: AnswerValue | null) => {
      setShown({ questionId, value });
      // the store's readers and this choice's end land in one commit, so the two never disagree
      startTransition(() => {
        store.answer(questionId, value);
        setShown(null);
      });
    },
    [questionId, store],
  );
  const answer = shown && shown.questionId === questionId ? (shown.value ?? undefined) : saved;
  return { answer, choose };
}
