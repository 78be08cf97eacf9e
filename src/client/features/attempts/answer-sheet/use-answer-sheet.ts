import type { SaveAnswersResponse } from "@shared/contract/attempts";
import { startTransition, useCallback, useEffect, useRef } from "react";
import { ApiError, apiSendTrusted } from "@/lib/api-client";
import type { AttemptStore, SheetState } from "../hall/attempt-store";
import { clearDraft, writeDraft } from "./attempt-draft";
import { questionTimesOf } from "./question-times";

/** How long the sheet waits after the last change before it is sent to the server. */
export const SAVE_DEBOUNCE_MS = 700;

export type SaveStatus = "saved" | "saving" | "pending" | "offline";

/**
 * Keeps the attempt's answer sheet (held by the attempt's store) safe: every change goes to
 * localStorage at once and to the server (PUT /api/attempts/{id}/answers) after a short pause, so a
 * reload, a crash or a dropped connection loses nothing. Visited questions live on the device only
 * (the palette needs them). `needsSync`: the device held changes the server has not confirmed.
 */
export function useAnswerSheet(store: AttemptStore, needsSync: boolean) {
  const attemptId = store.paper.attemptId;
  const version = useRef(needsSync ? 1 : 0);
  const confirmed = useRef(0);
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
  const sendAgain = useRef<() => void>(() => {});
  // what a save's progress shows renders in a transition: it comes from a timer or the network, and
  // a tap landing meanwhile goes first instead of waiting behind a render of what shows it
  const showStatus = useCallback(
    (saveStatus: SaveStatus) => startTransition(() => store.set({ saveStatus })),
    [store],
  );

  // One save at a time, each with the sheet as it is when it leaves: two in flight can reach the
  // server out of order on a slow connection, and the older sheet, landing last, would be kept.
  // Changes made while one is in flight leave as soon as it is answered.
  const send = useCallback(async () => {
    if (stopped.current || inFlight.current) return;
    inFlight.current = true;
    try {
      while (!stopped.current && version.current > confirmed.current) {
        const sentVersion = version.current;
        const { answers, marked } = store.get().sheet;
        showStatus("saving");
        await apiSendTrusted<SaveAnswersResponse>("PUT", `/api/attempts/${attemptId}/answers`, {
          answers,
          markedForReview: marked,
          questionTimes: questionTimesOf(attemptId),
        });
        confirmed.current = Math.max(confirmed.current, sentVersion);
        persistLocally(store.get().sheet);
      }
      if (!stopped.current) showStatus("saved");
    } catch (error) {
      // 409: submitted or over elsewhere; the submit answers the result, so stop sending
      if (error instanceof ApiError && error.status === 409) {
        stopped.current = true;
        store.close();
        return;
      }
      // 503: the server asks the save to wait (decision 0058); the answers stay on the device and
      // leave again after Retry-After, spread by up to a second so a crowd does not return at once
      if (error instanceof ApiError && error.status === 503 && error.retryAfterSeconds !== undefined) {
        showStatus("pending");
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(
          () => {
            timer.current = null;
            sendAgain.current();
          },
          (error.retryAfterSeconds + Math.random()) * 1000,
        );
        return;
      }
      showStatus("offline");
    } finally {
      inFlight.current = false;
    }
  }, [attemptId, persistLocally, showStatus, store]);

  useEffect(() => {
    sendAgain.current = () => void send();
  }, [send]);

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

  // each change of the sheet: to the device at once, and to the server after the pause
  useEffect(
    () =>
      store.onSheetChange((next, { sync }) => {
        if (sync) {
          version.current += 1;
          schedule();
        }
        persistLocally(next);
      }),
    [store, schedule, persistLocally],
  );

  // resend what the device holds when the connection returns, and on resume of unsent changes
  useEffect(() => {
    if (needsSync) schedule(0);
    const onOnline = () => schedule(0);
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("online", onOnline);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [needsSync, schedule]);

  /** After a successful submit: nothing more to save, and the device copy is no longer needed. */
  const finish = useCallback(() => {
    stopped.current = true;
    store.close();
    if (timer.current) clearTimeout(timer.current);
    clearDraft(attemptId);
  }, [attemptId, store]);

  // the newest sheet, as the submit sends it
  const latest = useRef({
    get answers() {
      return store.get().sheet.answers;
    },
  });
  return { finish, latest };
}
