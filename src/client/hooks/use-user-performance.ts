import { userPerformanceSchema } from "@shared/contract/standing";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const userPerformanceQueryKey = ["/api/user/performance"] as const;

/** Per-exam and per-subject figures, the 30-day timeline and the computed goals. */
export function useUserPerformance() {
  return useQuery({
    queryKey: userPerformanceQueryKey,
    queryFn: () => apiGet("/api/user/performance", userPerformanceSchema),
    refetchOnMount: "always",
  });
}
