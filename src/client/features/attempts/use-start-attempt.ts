import { type AttemptSheet, attemptSheetSchema } from "@shared/contract/attempts";
import { useQuery } from "@tanstack/react-query";
import { pendingSubmissions } from "@/features/pwa/offline-store";
import { apiSend } from "@/lib/api-client";
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
};

/** Whether the submission of that attempt waits in the device's queue. */
async function isQueued(attemptId: number): Promise<boolean> {
  const pending = await pendingSubmissions().catch(() => []);
  return pending.some((p) => p.attemptId === attemptId);
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
      try {
        const sheet = await apiSend(
          "POST",
          `/api/quiz/${quizId}/start`,
          attemptId ? { attemptId } : {},
          attemptSheetSchema,
        );
        const receivedAt = Date.now();
        saveStoredStart(quizId, attemptId, { sheet, receivedAt });
        return { sheet, receivedAt, fromDevice: false, queued: await isQueued(sheet.attemptId) };
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
          queued: await isQueued(sheet.attemptId),
        };
      }
    },
    enabled,
    gcTime: 0,
  });
}
