import {
  adminLiveTestChallengeSchema,
  adminLiveTestChallengesResponseSchema,
  adminLiveTestSchema,
  adminLiveTestsResponseSchema,
  type ChallengeReplyBody,
  DEFAULT_MERIT_PAGE_SIZE,
  type MeritListFormat,
  meritListSchema,
  type ScheduleLiveTestBody,
} from "@shared/contract/live-tests";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";

const liveTestsKey = ["/api/admin/live-tests"] as const;

export function useAdminLiveTests() {
  return useQuery({
    queryKey: liveTestsKey,
    queryFn: () => apiGet("/api/admin/live-tests", adminLiveTestsResponseSchema),
  });
}

export function useScheduleLiveTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleLiveTestBody) =>
      apiSend("POST", "/api/admin/live-tests", body, adminLiveTestSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveTestsKey }),
  });
}

export function useCancelLiveTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiSend("POST", `/api/admin/live-tests/${id}/cancel`, undefined, adminLiveTestSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveTestsKey }),
  });
}

export function useLiveTestChallenges(id: number | null) {
  return useQuery({
    queryKey: ["/api/admin/live-tests", id, "challenges"],
    queryFn: () => apiGet(`/api/admin/live-tests/${id}/challenges`, adminLiveTestChallengesResponseSchema),
    enabled: id !== null,
  });
}

/** One page of a live test's merit list (every candidate, ranked). */
export function useMeritList(id: number, page: number) {
  return useQuery({
    queryKey: ["/api/admin/live-tests", id, "merit-list", page],
    queryFn: () =>
      apiGet(
        `/api/admin/live-tests/${id}/merit-list?page=${page}&pageSize=${DEFAULT_MERIT_PAGE_SIZE}`,
        meritListSchema,
      ),
  });
}

/** Where the merit list downloads as a file (the server names it after the test and its day). */
export const meritListDownloadUrl = (id: number, format: MeritListFormat) =>
  `/api/admin/live-tests/${id}/merit-list/download?format=${format}`;

export function useReplyToChallenge(liveTestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ challengeId, reply }: { challengeId: number } & ChallengeReplyBody) =>
      apiSend(
        "PUT",
        `/api/admin/live-tests/${liveTestId}/challenges/${challengeId}/reply`,
        { reply },
        adminLiveTestChallengeSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveTestsKey }),
  });
}

export function usePublishFinalResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiSend("POST", `/api/admin/live-tests/${id}/publish-final`, undefined, adminLiveTestSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveTestsKey }),
  });
}
