import { userStreakSchema } from "@shared/contract/standing";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const userStreakQueryKey = ["/api/user/streak"] as const;

/** Current and longest streak and the active IST days of the last 12 weeks. */
export function useUserStreak() {
  return useQuery({
    queryKey: userStreakQueryKey,
    queryFn: () => apiGet("/api/user/streak", userStreakSchema),
    refetchOnMount: "always",
  });
}
