import {
  adminLiveTestChallengesResponseSchema,
  adminLiveTestSchema,
  adminLiveTestsResponseSchema,
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
