import type { ExamType } from "@shared/contract/common";
import { adaptivePracticeResponseSchema, predictionResponseSchema } from "@shared/contract/predictions";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";

/** GET /api/user/predictions?exam=: predicted marks and percentile with their ranges. */
export function usePredictions(examType: ExamType) {
  return useQuery({
    queryKey: ["/api/user/predictions", examType] as const,
    queryFn: () => apiGet(`/api/user/predictions?exam=${examType}`, predictionResponseSchema),
    refetchOnMount: "always",
  });
}

/** POST /api/user/adaptive-practice: a practice quiz from the weakest topics, already started. */
export function useAdaptivePractice() {
  return useMutation({
    mutationFn: (examType: ExamType) =>
      apiSend("POST", "/api/user/adaptive-practice", { exam: examType }, adaptivePracticeResponseSchema),
  });
}
