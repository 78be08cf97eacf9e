import type { ReportsSeenResponse } from "@shared/contract/reports";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { myReportsQueryKey } from "./use-my-reports";

/**
 * Marks every reply read. The page that called it keeps showing which replies were new on this
 * visit; only the count behind the "My reports" link drops to 0.
 */
export function useMarkReportsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (await apiRequest("POST", "/api/user/reports/seen")).json()) as ReportsSeenResponse,
    onSuccess: () =>
      queryClient.setQueryData(myReportsQueryKey, (old: { unread: number } | undefined) =>
        old ? { ...old, unread: 0 } : old,
      ),
  });
}
