import type { QuizDetail } from "@shared/contract/quizzes";
import { useQuery } from "@tanstack/react-query";
import { apiGetTrusted } from "@/lib/api-client";

export const quizQueryKey = (quizId: number) => ["/api/quiz", quizId] as const;

/** The quiz with its questions (never the answer key). */
export function useQuiz(quizId: number, enabled: boolean) {
  return useQuery({
    queryKey: quizQueryKey(quizId),
    queryFn: () => apiGetTrusted<QuizDetail>(`/api/quiz/${quizId}`),
    enabled: enabled && Number.isInteger(quizId) && quizId > 0,
    // bookmarked flags change from other pages: ask again whenever the quiz page opens
    refetchOnMount: "always",
  });
}
