import { type FeedbackBody, feedbackCreatedResponseSchema } from "@shared/contract/feedback";
import { useMutation } from "@tanstack/react-query";
import { apiSend } from "@/lib/api-client";

/** POST /api/feedback (signed in or not). */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackBody) => apiSend("POST", "/api/feedback", body, feedbackCreatedResponseSchema),
  });
}
