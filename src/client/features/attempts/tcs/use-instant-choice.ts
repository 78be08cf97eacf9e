import type { AnswerValue } from "@shared/contract/attempts";
import { startTransition, useCallback, useState } from "react";
import type { useAnswerSheet } from "../answer-sheet/use-answer-sheet";

type SheetState = Pick<ReturnType<typeof useAnswerSheet>, "answers" | "choose">;
type Shown = { questionId: number; value: AnswerValue | null };

/**
 * A hall that saves a choice at once (TCS): the choice shows in the question on the tap's own
 * render, and reaches the answer sheet, and with it the rest of the hall (palette, tab counts), in a
 * transition after it. The sheet records and sends it at once; only the hall's render waits, so a
 * tap on a cheap phone waits for the question, not the whole hall.
 */
export function useInstantChoice(sheet: SheetState, questionId: number) {
  const [shown, setShown] = useState<Shown | null>(null);
  const { choose: record } = sheet;
  const choose = useCallback(
    (value: AnswerValue | null) => {
      setShown({ questionId, value });
      // the sheet's render and this choice's end land in one commit, so the two never disagree
      startTransition(() => {
        record(questionId, value);
        setShown(null);
      });
    },
    [questionId, record],
  );
  const answer =
    shown && shown.questionId === questionId ? (shown.value ?? undefined) : sheet.answers[String(questionId)];
  return { answer, choose };
}
