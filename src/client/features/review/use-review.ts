import type { AnswerValue } from "@shared/contract/attempts";
import { reviewOutcomeSchema, reviewQueueSchema } from "@shared/contract/review";
import { useMutation, useQuery } from "@tanstack/react-query";
import { reviewQueueQueryKey } from "@/hooks/use-review-count";
import { apiGet, apiSend } from "@/lib/api-client";

/** The cards due now (read once when the page opens; the page walks through them one by one). */
export function useReviewQueue() {
  return useQuery({
    queryKey: reviewQueueQueryKey,
    queryFn: () => apiGet("/api/user/review-queue", reviewQueueSchema),
    refetchOnMount: "always",
  });
}

export function useAnswerReview() {
  return useMutation({
    mutationFn: (input: {
      questionId: number;
      answer: AnswerValue | null;
      guessed: boolean;
      seconds: number;
    }) =>
      apiSend(
        "POST",
        `/api/user/review/${input.questionId}`,
        { answer: input.answer, guessed: input.guessed, seconds: input.seconds },
        reviewOutcomeSchema,
      ),
  });
}
