import { adminFeedbackResponseSchema } from "@shared/contract/feedback";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const adminFeedbackQueryKey = (page: number) => ["/api/admin/feedback", page] as const;

export function useAdminFeedback(page: number) {
  return useQuery({
    queryKey: adminFeedbackQueryKey(page),
    queryFn: () =>
      apiGet(`/api/admin/feedback${page > 1 ? `?page=${page}` : ""}`, adminFeedbackResponseSchema),
    placeholderData: keepPreviousData,
  });
}
