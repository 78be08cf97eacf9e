import { reportsSeenResponseSchema, userReportsResponseSchema } from "@shared/contract/reports";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";
import { useAuth } from "./use-auth";

export const myReportsQueryKey = ["/api/user/reports"] as const;

/** The learner's own question reports with the admin's replies (none asked for when signed out). */
export function useMyReports({ refetchOnMount = false }: { refetchOnMount?: boolean } = {}) {
  const { user } = useAuth();
  return useQuery({
    queryKey: myReportsQueryKey,
    queryFn: () => apiGet("/api/user/reports", userReportsResponseSchema),
    enabled: Boolean(user),
    ...(refetchOnMount ? { refetchOnMount: "always" as const } : {}),
  });
}

/**
 * Marks every reply read. The page that called it keeps showing which replies were new on this
 * visit; only the count behind the "My reports" link drops to 0.
 */
export function useMarkReportsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend("POST", "/api/user/reports/seen", undefined, reportsSeenResponseSchema),
    onSuccess: () =>
      queryClient.setQueryData(myReportsQueryKey, (old: { unread: number } | undefined) =>
        old ? { ...old, unread: 0 } : old,
      ),
  });
}
