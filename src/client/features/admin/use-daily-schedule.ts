import {
  dailyScheduleEntrySchema,
  dailyScheduleResponseSchema,
  type ScheduleDailyBody,
} from "@shared/contract/admin";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";

export const dailyScheduleQueryKey = ["/api/admin/daily-schedule"] as const;

export function useDailySchedule() {
  return useQuery({
    queryKey: dailyScheduleQueryKey,
    queryFn: () => apiGet("/api/admin/daily-schedule", dailyScheduleResponseSchema),
  });
}

export function useScheduleDailyQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleDailyBody) =>
      apiSend("PUT", "/api/admin/daily-schedule", body, dailyScheduleEntrySchema),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dailyScheduleQueryKey }),
        // the learner-facing daily quiz may have changed
        queryClient.invalidateQueries({ queryKey: ["/api/daily-quiz"] }),
      ]),
  });
}
