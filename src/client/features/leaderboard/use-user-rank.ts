import type { UserRank } from "@shared/contract/standing";
import { useQuery } from "@tanstack/react-query";
import { apiGetTrusted } from "@/lib/api-client";
import { type LeaderboardFilter, leaderboardUrl } from "./use-leaderboard";

export const userRankQueryKey = (filter: LeaderboardFilter) => ["/api/user/rank", filter] as const;

/** The signed-in user's rank this week (same tie rule as the board); never asked for when signed out. */
export function useUserRank(filter: LeaderboardFilter, isSignedIn: boolean) {
  return useQuery({
    queryKey: userRankQueryKey(filter),
    queryFn: () => apiGetTrusted<UserRank>(leaderboardUrl("/api/user/rank", filter)),
    enabled: isSignedIn,
    refetchOnMount: "always",
  });
}
