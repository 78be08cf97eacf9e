import { userRankSchema } from "@shared/contract/standing";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { type LeaderboardFilter, leaderboardUrl } from "./use-leaderboard";

export const userRankQueryKey = (filter: LeaderboardFilter) => ["/api/user/rank", filter] as const;

/** The signed-in user's rank this week (same tie rule as the board); never asked for when signed out. */
export function useUserRank(filter: LeaderboardFilter, isSignedIn: boolean) {
  return useQuery({
    queryKey: userRankQueryKey(filter),
    queryFn: () => apiGet(leaderboardUrl("/api/user/rank", filter), userRankSchema),
    enabled: isSignedIn,
    refetchOnMount: "always",
  });
}
