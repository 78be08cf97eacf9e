import type { AttemptSheet } from "@shared/contract/attempts";
import { useQuery } from "@tanstack/react-query";
import { apiSendTrusted } from "@/lib/api-client";
import { takeEarlyStart } from "@/lib/early-start";
import { pendingSubmissions, type QueuedSubmission } from "@/lib/offline-store";
import { readDraft } from "./attempt-draft";
import { isNetworkFailure, loadStoredStart, saveStoredStart } from "./offline-sheet";

export const startAttemptQueryKey = (quizId: number, attemptId: number | null) =>
  ["start-attempt", quizId, attemptId] as const;

export type StartedAttempt = {
  sheet: AttemptSheet;
  receivedAt: number;
  /** resumed from the copy on this device because the server could not be reached */
  fromDevice: boolean;
  /** its submission is queued on this device, waiting for the connection */
  queued: boolean;
  /** when queued: the time spent it was submitted with (s), where its clock stopped */
  queuedTimeSpent: number | null;
};

/** Whether the submission of that attempt waits in the device's queue, and with what time spent. */
function queuedState(
  pending: readonly QueuedSubmission[],
  attemptId: number,
): Pick<StartedAttempt, "queued" | "queuedTimeSpent"> {
  const queued = pending.find((p) => p.attemptId === attemptId);
  return { queued: queued !== undefined, queuedTimeSpent: queued?.body.timeSpent ?? null };
}

/**
 * Starts or resumes the attempt on the server (POST /api/quiz/{id}/start): the server owns the
 * deadline and answers the saved sheet. Held as a query so a re-render never starts a second one;
 * the cache entry is dropped as soon as the page unmounts so a later visit asks the server again.
 * Each sheet the server answers is kept on the device; when the network is down the last one is
 * resumed, with the answers the device holds for it.
 */
export function useStartAttempt(quizId: number, attemptId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: startAttemptQueryKey(quizId, attemptId),
    queryFn: async (): Promise<StartedAttempt> => {
      // the device's queue is read beside the request, not after it: opening IndexedDB on a phone
      // takes long enough to hold the first question back
      const queue = pendingSubmissions().catch(() => []);
      try {
        const sheet = await (takeEarlyStart<AttemptSheet>(quizId, attemptId) ??
          apiSendTrusted<AttemptSheet>("POST", `/api/quiz/${quizId}/start`, attemptId ? { attemptId } : {}));
        const receivedAt = Date.now();
        saveStoredStart(quizId, attemptId, { sheet, receivedAt });
        return { sheet, receivedAt, fromDevice: false, ...queuedState(await queue, sheet.attemptId) };
      } catch (error) {
        const stored = isNetworkFailure(error) ? loadStoredStart(quizId, attemptId) : null;
        if (!stored) throw error;
        // the device's draft is at least as new as the sheet the server answered at start
        const draft = readDraft(stored.sheet.attemptId);
        const sheet = draft
          ? { ...stored.sheet, answers: draft.answers, markedForReview: draft.marked }
          : stored.sheet;
        return {
          sheet,
          receivedAt: stored.receivedAt,
          fromDevice: true,
          ...queuedState(await queue, sheet.attemptId),
        };
      }
    },
    enabled,
    gcTime: 0,
  });
}
