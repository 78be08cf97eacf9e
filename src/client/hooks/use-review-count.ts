import { reviewQueueSchema } from "@shared/contract/review";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const reviewQueueQueryKey = ["/api/user/review-queue"] as const;

/** How many review cards are due now (the dashboard's "Review (N due)"). */
export function useReviewCount() {
  return useQuery({
    queryKey: reviewQueueQueryKey,
    queryFn: () => apiGet("/api/user/review-queue", reviewQueueSchema),
    refetchOnMount: "always",
    select: (queue) => queue.dueCount,
  });
}
