import { itemAnalysisResponseSchema } from "@shared/contract/item-analysis";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const itemAnalysisQueryKey = (quizId: number) =>
  ["/api/admin/quizzes", quizId, "item-analysis"] as const;

/** A quiz's item analysis from first attempts (nothing is fetched until a quiz is chosen). */
export function useItemAnalysis(quizId: number | null) {
  return useQuery({
    queryKey: itemAnalysisQueryKey(quizId ?? 0),
    queryFn: () => apiGet(`/api/admin/quizzes/${quizId}/item-analysis`, itemAnalysisResponseSchema),
    enabled: quizId !== null,
  });
}
