import { attemptSheetSchema } from "@shared/contract/attempts";
import { useQuery } from "@tanstack/react-query";
import { apiSend } from "@/lib/api-client";

export const startAttemptQueryKey = (quizId: number, attemptId: number | null) =>
  ["start-attempt", quizId, attemptId] as const;

/**
 * Starts or resumes the attempt on the server (POST /api/quiz/{id}/start): the server owns the
 * deadline and answers the saved sheet. Held as a query so a re-render never starts a second one;
 * the cache entry is dropped as soon as the page unmounts so a later visit asks the server again.
 */
export function useStartAttempt(quizId: number, attemptId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: startAttemptQueryKey(quizId, attemptId),
    queryFn: async () => {
      const sheet = await apiSend(
        "POST",
        `/api/quiz/${quizId}/start`,
        attemptId ? { attemptId } : {},
        attemptSheetSchema,
      );
      return { sheet, receivedAt: Date.now() };
    },
    enabled,
    gcTime: 0,
  });
}
