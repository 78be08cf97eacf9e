import { postSubmission, type QueuedSubmission, startSubmissionSync } from "@/lib/offline-store";
import { clearDraft } from "./attempt-draft";
import { clearStoredStartsOf } from "./offline-sheet";

/**
 * Sends a submission queued offline. Once the server has it (or refused it for good), the attempt
 * can never be resumed, so the device forgets what it kept to resume it offline: the attempt sheet
 * and the unsent answers. The quiz page does the same for a submit it makes itself; this covers a
 * submission sent at the next app start or from another page.
 */
export async function sendQueuedSubmission(submission: QueuedSubmission) {
  const outcome = await postSubmission(submission);
  if (outcome !== "retry") {
    clearStoredStartsOf(submission.attemptId);
    clearDraft(submission.attemptId);
  }
  return outcome;
}

export const startSendingQueuedSubmissions = () => startSubmissionSync(sendQueuedSubmission);
