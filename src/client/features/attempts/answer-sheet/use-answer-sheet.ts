import type { AnswerSheet, AnswerValue, AttemptSheet, SaveAnswersResponse } from "@shared/contract/attempts";
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { ApiError, apiSendTrusted } from "@/lib/api-client";
import { clearDraft, readDraft, resumeSheet, writeDraft } from "./attempt-draft";
import { questionTimesOf } from "./question-times";

/** How long the sheet waits after the last change before it is sent to the server. */
export const SAVE_DEBOUNCE_MS = 700;

export type SaveStatus = "saved" | "saving" | "pending" | "offline";

function sameAnswer(a: AnswerValue | undefined, b: AnswerValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

type SheetState = { answers: AnswerSheet; marked: number[]; visited: number[] };

/**
 * The learner's answer sheet for one attempt: every change goes to localStorage at once and to the
 * server (PUT /api/attempts/{id}/answers) after a short pause, so a reload, a crash or a dropped
 * connection loses nothing. Visited questions live on the device only (the palette needs them).
 */
export function useAnswerSheet(sheet: AttemptSheet) {
  const attemptId = sheet.attemptId;
  const [initial] = useState(() =>
    resumeSheet({ answers: sheet.answers, marked: sheet.markedForReview }, readDraft(attemptId)),
  );
  const [state, setState] = useState<SheetState>({
    answers: initial.answers,
    marked: initial.marked,
    visited: initial.visited,
  });
  const [status, setStatus] = useState<SaveStatus>(initial.needsSync ? "pending" : "saved");

  const version = useRef(initial.needsSync ? 1 : 0);
  const confirmed = useRef(0);
  const latest = useRef(state);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);

  const persistLocally = useCallback(
    (next: SheetState) => {
      if (stopped.current) return;
      writeDraft(attemptId, { ...next, dirty: version.current > confirmed.current });
    },
    [attemptId],
  );

  const inFlight = useRef(false);
  // what a save's progress shows renders in a transition: it comes from a timer or the network, and
  // a tap landing meanwhile goes first instead of waiting behind a render of the whole hall
  const showStatus = useCallback((next: SaveStatus) => startTransition(() => setStatus(next)), []);

  // One save at a time, each with the sheet as it is when it leaves: two in flight can reach the
  // server out of order on a slow connection, and the older sheet, landing last, would be kept.
  // Changes made while one is in flight leave as soon as it is answered.
  const send = useCallback(async () => {
    if (stopped.current || inFlight.current) return;
    inFlight.current = true;
    try {
      while (!stopped.current && version.current > confirmed.current) {
        const sentVersion = version.current;
        const { answers, marked } = latest.current;
        showStatus("saving");
        await apiSendTrusted<SaveAnswersResponse>("PUT", `/api/attempts/${attemptId}/answers`, {
          answers,
          markedForReview: marked,
          questionTimes: questionTimesOf(attemptId),
        });
        confirmed.current = Math.max(confirmed.current, sentVersion);
        persistLocally(latest.current);
      }
      if (!stopped.current) showStatus("saved");
    } catch (error) {
      // 409: submitted or over elsewhere; the submit answers the result, so stop sending
      if (error instanceof ApiError && error.status === 409) {
        stopped.current = true;
        return;
      }
      showStatus("offline");
    } finally {
      inFlight.current = false;
    }
  }, [attemptId, persistLocally, showStatus]);

  const schedule = useCallback(
    (delay = SAVE_DEBOUNCE_MS) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void send();
      }, delay);
    },
    [send],
  );

  const update = useCallback(
    (change: (prev: SheetState) => SheetState, options: { sync: boolean }) => {
      if (stopped.current) return;
      const next = change(latest.current);
      if (next === latest.current) return;
      latest.current = next;
      if (options.sync) {
        version.current += 1;
        setStatus("pending");
        schedule();
      }
      persistLocally(next);
      setState(next);
    },
    [persistLocally, schedule],
  );

  // resend what the device holds when the connection returns, and on resume of unsent changes
  useEffect(() => {
    if (initial.needsSync) schedule(0);
    const onOnline = () => schedule(0);
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("online", onOnline);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [initial.needsSync, schedule]);

  /** Sets one answer (an option index, a list of them, or a number); null removes it. */
  const choose = useCallback(
    (questionId: number, value: AnswerValue | null) =>
      update(
        (prev) => {
          const key = String(questionId);
          if (value === null) {
            if (prev.answers[key] === undefined) return prev;
            const answers = { ...prev.answers };
            delete answers[key];
            return { ...prev, answers };
          }
          if (sameAnswer(prev.answers[key], value)) return prev;
          return { ...prev, answers: { ...prev.answers, [key]: value } };
        },
        { sync: true },
      ),
    [update],
  );

  const clear = useCallback((questionId: number) => choose(questionId, null), [choose]);

  const setMarked = useCallback(
    (questionId: number, isMarked: boolean) =>
      update(
        (prev) => {
          if (prev.marked.includes(questionId) === isMarked) return prev;
          return {
            ...prev,
            marked: isMarked ? [...prev.marked, questionId] : prev.marked.filter((id) => id !== questionId),
          };
        },
        { sync: true },
      ),
    [update],
  );

  const visit = useCallback(
    (questionId: number) =>
      update(
        (prev) =>
          prev.visited.includes(questionId) ? prev : { ...prev, visited: [...prev.visited, questionId] },
        { sync: false },
      ),
    [update],
  );

  /** After a successful submit: nothing more to save, and the device copy is no longer needed. */
  const finish = useCallback(() => {
    stopped.current = true;
    if (timer.current) clearTimeout(timer.current);
    clearDraft(attemptId);
  }, [attemptId]);

  // The newest sheet, not this render's state: a choice reaches the hall's state in a transition
  // (use-instant-choice.ts), and a render for something else before it lands (Save & Next at once)
  // must still show it.
  return { ...latest.current, status, choose, clear, setMarked, visit, finish, latest };
}
