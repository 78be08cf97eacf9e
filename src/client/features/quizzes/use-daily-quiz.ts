import { dailyQuizSchema, dailyQuizzesResponseSchema } from "@shared/contract/quizzes";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiGet } from "@/lib/api-client";

export const dailyQuizQueryKey = ["/api/daily-quiz"] as const;
export const previousDailyQuizzesQueryKey = ["/api/daily-quizzes"] as const;

/** Today's (IST) daily quiz; null when the server has none for today. */
export function useDailyQuiz() {
  return useQuery({
    queryKey: dailyQuizQueryKey,
    queryFn: async () => {
      try {
        return await apiGet("/api/daily-quiz", dailyQuizSchema);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** Previous daily quizzes, newest first. */
export function usePreviousDailyQuizzes() {
  return useQuery({
    queryKey: previousDailyQuizzesQueryKey,
    queryFn: () => apiGet("/api/daily-quizzes", dailyQuizzesResponseSchema),
  });
}
