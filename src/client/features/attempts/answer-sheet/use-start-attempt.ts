import type { AttemptSheet, PaperOpening } from "@shared/contract/attempts";
import type { PaperCover } from "@shared/contract/quizzes";
import { useQuery } from "@tanstack/react-query";
import { apiGetTrusted, apiSendTrusted } from "@/lib/api-client";
import { type Hall, openingUrl, takeEarlyOpening } from "@/lib/early-start";
import { pendingSubmissions, type QueuedSubmission } from "@/lib/offline-store";
import { readDraft } from "./attempt-draft";
import { isNetworkFailure, loadStoredStart, saveStoredStart } from "./offline-sheet";

export const startAttemptQueryKey = (quizId: number, attemptId: number | null) =>
  ["start-attempt", quizId, attemptId] as const;

export const paperOpeningQueryKey = (hall: Hall) =>
  ["paper-opening", hall.quizId, hall.attemptId, hall.liveTestId] as const;

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

/** What opening a paper found: its cover (null when resumed offline) and the attempt in progress. */
export type OpenedPaper = { cover: PaperCover | null; inProgress: StartedAttempt | null };

/** Whether the submission of that attempt waits in the device's queue, and with what time spent. */
function queuedState(
  pending: readonly QueuedSubmission[],
  attemptId: number,
): Pick<StartedAttempt, "queued" | "queuedTimeSpent"> {
  const queued = pending.find((p) => p.attemptId === attemptId);
  return { queued: queued !== undefined, queuedTimeSpent: queued?.body.timeSpent ?? null };
}

/** A sheet the server answered, kept on the device so the page resumes it offline after a reload. */
async function fromServer(
  hall: Hall,
  sheet: AttemptSheet,
  queue: Promise<QueuedSubmission[]>,
): Promise<StartedAttempt> {
  const receivedAt = Date.now();
  saveStoredStart(hall.quizId, hall.attemptId, { sheet, receivedAt });
  return { sheet, receivedAt, fromDevice: false, ...queuedState(await queue, sheet.attemptId) };
}

/** The page's attempt as this device last had it, with the answers the device holds for it. */
async function fromDevice(hall: Hall, queue: Promise<QueuedSubmission[]>): Promise<StartedAttempt | null> {
  const stored = loadStoredStart(hall.quizId, hall.attemptId);
  if (!stored) return null;
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

// the device's queue is read beside the request, not after it: opening IndexedDB on a phone takes
// long enough to hold the first question back
const readQueue = () => pendingSubmissions().catch(() => []);

/**
 * Opens the paper (GET /api/quiz/{id}/opening, perhaps already sent by the entry script): its
 * cover, and the attempt in progress the page resumes straight into the hall. Starts nothing.
 * With the network down, the attempt this device last ran on the page is resumed.
 */
export function usePaperOpening(hall: Hall, enabled: boolean) {
  return useQuery({
    queryKey: paperOpeningQueryKey(hall),
    queryFn: async (): Promise<OpenedPaper> => {
      const queue = readQueue();
      try {
        const opening = await (takeEarlyOpening<PaperOpening>(hall) ??
          apiGetTrusted<PaperOpening>(openingUrl(hall)));
        return {
          cover: opening.cover,
          inProgress: opening.attempt ? await fromServer(hall, opening.attempt, queue) : null,
        };
      } catch (error) {
        const stored = isNetworkFailure(error) ? await fromDevice(hall, queue) : null;
        if (!stored) throw error;
        return { cover: null, inProgress: stored };
      }
    },
    enabled,
    gcTime: 0,
  });
}

/**
 * Starts the attempt on the server when the candidate presses Start (or at once, for a quiz with
 * no instructions): POST /api/quiz/{id}/start sets the deadline and answers the sheet; for a live
 * test, its start (POST /api/live-tests/{id}/start, whose window bounds the deadline) comes first.
 * Held as a query so a re-render never starts a second one; the cache entry is dropped as soon as
 * the page unmounts so a later visit opens the paper again.
 */
export function useStartAttempt(hall: Hall, enabled: boolean) {
  return useQuery({
    queryKey: startAttemptQueryKey(hall.quizId, hall.attemptId),
    queryFn: async (): Promise<StartedAttempt> => {
      const queue = readQueue();
      const live = hall.liveTestId
        ? await apiSendTrusted<{ attemptId: number }>(
            "POST",
            `/api/live-tests/${hall.liveTestId}/start`,
            undefined,
          )
        : null;
      const attemptId = live?.attemptId ?? hall.attemptId;
      const sheet = await apiSendTrusted<AttemptSheet>(
        "POST",
        `/api/quiz/${hall.quizId}/start`,
        attemptId ? { attemptId } : {},
      );
      return fromServer(hall, sheet, queue);
    },
    enabled,
    gcTime: 0,
  });
}
