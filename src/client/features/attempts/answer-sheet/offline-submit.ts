import type { SubmitAttemptBody } from "@shared/contract/attempts";
import { useEffect, useRef } from "react";
import { onSubmissionsChanged, pendingSubmissions, queueSubmission } from "@/lib/offline-store";

/** Queues a submission that could not reach the server; false when the device cannot store it. */
export async function queueOffline(quizId: number, body: SubmitAttemptBody): Promise<boolean> {
  try {
    await queueSubmission({ quizId, attemptId: body.attemptId, body });
    return true;
  } catch {
    return false;
  }
}

/** Calls `onSent` once the queued submission of that attempt has left the queue. */
export function useWhenQueuedSent(attemptId: number | null, onSent: () => void): void {
  const callback = useRef(onSent);
  callback.current = onSent;
  useEffect(() => {
    if (attemptId === null) return;
    let done = false;
    const check = async () => {
      const pending = await pendingSubmissions().catch(() => []);
      if (done || pending.some((p) => p.attemptId === attemptId)) return;
      done = true;
      callback.current();
    };
    const unsubscribe = onSubmissionsChanged(() => void check());
    return () => {
      done = true;
      unsubscribe();
    };
  }, [attemptId]);
}
