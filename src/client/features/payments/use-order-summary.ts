import { orderSummarySchema } from "@shared/contract/payments";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const orderSummaryQueryKey = (orderId: string) => ["/api/payments/orders", orderId] as const;

/** One of the learner's own orders, for the simulated checkout page. */
export function useOrderSummary(orderId: string) {
  return useQuery({
    queryKey: orderSummaryQueryKey(orderId),
    queryFn: () => apiGet(`/api/payments/orders/${encodeURIComponent(orderId)}`, orderSummarySchema),
  });
}
