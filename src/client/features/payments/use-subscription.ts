import { subscriptionResponseSchema } from "@shared/contract/payments";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const subscriptionQueryKey = ["/api/user/subscription"] as const;

/** The learner's plan, status and expiry. */
export function useSubscription() {
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: () => apiGet("/api/user/subscription", subscriptionResponseSchema),
  });
}
