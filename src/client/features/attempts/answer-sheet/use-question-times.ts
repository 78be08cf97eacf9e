import type { AttemptSheet } from "@shared/contract/attempts";
import { useEffect, useState } from "react";
import { readQuestionTimes, writeQuestionTimes } from "./attempt-draft";
import {
  createQuestionTimeCounter,
  mergeQuestionTimes,
  registerQuestionTimes,
  toQuestionTimes,
} from "./question-times";

/** How often the running count is put on the device, so a crash loses at most this much. */
const PERSIST_EVERY_MS = 5000;

/**
 * Records the time spent on each question and how often it was opened, as the exam interfaces do:
 * a visit is the question becoming the current one; time counts only while the page is visible.
 * `currentId` is the question on screen while the attempt runs (undefined once it stops). The
 * counts are kept on the device beside the draft and sent with every answer save and the submit
 * (questionTimesOf in question-times.ts).
 */
export function useQuestionTimes(
  sheet: Pick<AttemptSheet, "attemptId" | "questionTimes">,
  currentId: number | undefined,
): void {
  const { attemptId } = sheet;
  const [counter] = useState(() =>
    createQuestionTimeCounter(
      mergeQuestionTimes(sheet.questionTimes, readQuestionTimes(attemptId)),
      () => performance.now(),
      document.visibilityState === "visible",
    ),
  );

  useEffect(() => {
    const persist = () => writeQuestionTimes(attemptId, counter.snapshot());
    const onVisibility = () => {
      counter.setVisible(document.visibilityState === "visible");
      if (counter.isCounting) persist();
    };
    const onPageHide = () => {
      if (counter.isCounting) persist();
    };
    const unregister = registerQuestionTimes(attemptId, () => toQuestionTimes(counter.snapshot()));
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    const timer = setInterval(onPageHide, PERSIST_EVERY_MS);
    return () => {
      unregister();
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
      clearInterval(timer);
    };
  }, [attemptId, counter]);

  useEffect(() => {
    if (currentId === undefined) return;
    counter.open(currentId);
    writeQuestionTimes(attemptId, counter.snapshot());
    return () => {
      counter.open(null);
      writeQuestionTimes(attemptId, counter.snapshot());
    };
  }, [attemptId, counter, currentId]);
}
