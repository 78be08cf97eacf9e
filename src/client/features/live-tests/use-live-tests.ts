import {
  liveResultsSchema,
  liveTestChallengeSchema,
  liveTestSchema,
  liveTestsResponseSchema,
} from "@shared/contract/live-tests";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiGet, apiSend } from "@/lib/api-client";

export const liveTestsQueryKey = ["/api/live-tests"] as const;
const resultsQueryKey = (id: number) => ["/api/live-tests", id, "results"] as const;

export function useLiveTests() {
  return useQuery({
    queryKey: liveTestsQueryKey,
    queryFn: () => apiGet("/api/live-tests", liveTestsResponseSchema),
  });
}

export function useRegisterForLiveTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend("POST", `/api/live-tests/${id}/register`, undefined, liveTestSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveTestsQueryKey }),
  });
}

/**
 * 409 with Retry-After: the results wait for the last sheets to be scored, and open by themselves;
 * when to ask again (ms), else undefined.
 */
export const beingScoredRetryMs = (error: unknown): number | undefined =>
  error instanceof ApiError && error.status === 409 && error.retryAfterSeconds !== undefined
    ? error.retryAfterSeconds * 1000
    : undefined;

export function useLiveResults(id: number) {
  return useQuery({
    queryKey: resultsQueryKey(id),
    queryFn: () => apiGet(`/api/live-tests/${id}/results`, liveResultsSchema),
    enabled: id > 0,
    refetchInterval: (query) => beingScoredRetryMs(query.state.error) ?? false,
  });
}

export function useRaiseChallenge(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { questionId: number; reason: string }) =>
      apiSend("POST", `/api/live-tests/${id}/challenges`, body, liveTestChallengeSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultsQueryKey(id) }),
  });
}
