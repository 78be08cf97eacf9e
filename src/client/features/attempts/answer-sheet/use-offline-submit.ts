import type { SubmitAttemptBody } from "@shared/contract/attempts";
import { useCallback } from "react";
import { toast } from "@/components/ui/use-toast";
import { translate } from "@/i18n/i18n";
import { hallMessages } from "../hall/hall-messages";
import { queueOffline, useWhenQueuedSent } from "./offline-submit";

/**
 * The offline side of a submit: `queue` keeps a submission that found no connection on the device
 * (the PWA queue sends it when the connection returns, and the server's idempotent submit records it
 * once); while `isQueued`, `onSent` runs once it has gone out.
 */
export function useOfflineSubmit({
  quizId,
  attemptId,
  isQueued,
  onSent,
}: {
  quizId: number;
  attemptId: number;
  isQueued: boolean;
  onSent: () => void;
}) {
  useWhenQueuedSent(isQueued ? attemptId : null, onSent);

  /** false when the device cannot store it */
  const queue = useCallback(
    async (body: SubmitAttemptBody): Promise<boolean> => {
      if (!(await queueOffline(quizId, body))) return false;
      toast({
        title: translate(hallMessages, "savedOfflineTitle"),
        description: translate(hallMessages, "savedOfflineText"),
      });
      return true;
    },
    [quizId],
  );
  return { queue };
}
