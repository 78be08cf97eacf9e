import { attemptResultSchema, attemptSheetSchema } from "@shared/contract/attempts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";
import { attemptResultQueryKey } from "../answer-sheet/attempt-result-key";

/** The result and review of a submitted attempt (owner only). */
export function useAttemptResult(attemptId: number) {
  return useQuery({
    queryKey: attemptResultQueryKey(attemptId),
    queryFn: () => apiGet(`/api/attempts/${attemptId}`, attemptResultSchema),
    enabled: Number.isInteger(attemptId) && attemptId > 0,
  });
}

/** POST /api/attempts/{id}/retake-wrong: a new attempt over the wrong and skipped questions. */
export function useRetakeWrong() {
  return useMutation({
    mutationFn: (attemptId: number) =>
      apiSend("POST", `/api/attempts/${attemptId}/retake-wrong`, undefined, attemptSheetSchema),
  });
}

export { attemptResultQueryKey };
