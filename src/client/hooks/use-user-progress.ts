import { userProgressSchema } from "@shared/contract/standing";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

const userProgressQueryKey = ["/api/user/progress"] as const;

/**
 * Streak, tests completed, average score and total points. Read again whenever a page showing
 * them mounts: they change with every submitted quiz, and the app's default is "never stale".
 */
export function useUserProgress() {
  return useQuery({
    queryKey: userProgressQueryKey,
    queryFn: () => apiGet("/api/user/progress", userProgressSchema),
    refetchOnMount: "always",
  });
}
