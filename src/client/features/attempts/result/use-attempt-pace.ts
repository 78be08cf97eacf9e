import { answerPaceSchema } from "@shared/contract/answer-pace";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

/** GET /api/attempts/{id}/pace: the four-way pace analysis of a submitted attempt. */
export function useAttemptPace(attemptId: number) {
  return useQuery({
    queryKey: ["/api/attempts", attemptId, "pace"] as const,
    queryFn: () => apiGet(`/api/attempts/${attemptId}/pace`, answerPaceSchema),
  });
}
