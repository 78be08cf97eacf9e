import { dailyQuizSchema } from "@shared/contract/quizzes";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const todaysQuizQueryKey = ["/api/daily-quiz"] as const;

/** Today's (IST) free quiz, the same for every learner. */
export function useTodaysQuiz() {
  return useQuery({
    queryKey: todaysQuizQueryKey,
    queryFn: () => apiGet("/api/daily-quiz", dailyQuizSchema),
  });
}
