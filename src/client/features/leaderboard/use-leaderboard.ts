import type { LeaderboardResponse } from "@shared/contract/standing";
import type { ExamType } from "@shared/exam-types";
import { useQuery } from "@tanstack/react-query";
import { apiGetTrusted } from "@/lib/api-client";
import { LEADERBOARD_REFRESH_MS } from "@/lib/constants";

export type LeaderboardFilter = ExamType | "all";

/** "all" sends no examType: the server then ranks points from every exam together. */
export const leaderboardUrl = (path: string, filter: LeaderboardFilter) =>
  filter === "all" ? path : `${path}?examType=${encodeURIComponent(filter)}`;

export const leaderboardQueryKey = (filter: LeaderboardFilter) => ["/api/leaderboard", filter] as const;

/**
 * This IST week's top 10, refetched every 30 s (the only query in the app with an interval).
 * Typed, not parsed: the landing page shows it, and zod stays out of its first-view JavaScript.
 */
export function useLeaderboard(filter: LeaderboardFilter) {
  return useQuery({
    queryKey: leaderboardQueryKey(filter),
    queryFn: () => apiGetTrusted<LeaderboardResponse>(leaderboardUrl("/api/leaderboard", filter)),
    refetchInterval: LEADERBOARD_REFRESH_MS,
    refetchOnMount: "always",
  });
}
