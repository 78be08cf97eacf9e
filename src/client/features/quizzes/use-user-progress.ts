import { userProgressSchema } from "@shared/contract/standing";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const userProgressQueryKey = ["/api/user/progress"] as const;

/** Streak, tests done, average score and points; the page shows '—' for a figure it cannot load. */
export function useUserProgress() {
  return useQuery({
    queryKey: userProgressQueryKey,
    queryFn: () => apiGet("/api/user/progress", userProgressSchema),
  });
}
