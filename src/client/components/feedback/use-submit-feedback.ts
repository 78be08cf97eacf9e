import { type FeedbackBody, feedbackCreatedResponseSchema } from "@shared/contract/feedback";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { myReportsQueryKey } from "@/hooks/use-my-reports";
import { apiSend } from "@/lib/api-client";

/** POST /api/feedback (signed in or not); a question report then shows in "My reports". */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackBody) => apiSend("POST", "/api/feedback", body, feedbackCreatedResponseSchema),
    onSuccess: (_created, body) => {
      if (body.questionId !== undefined) void queryClient.invalidateQueries({ queryKey: myReportsQueryKey });
    },
  });
}
