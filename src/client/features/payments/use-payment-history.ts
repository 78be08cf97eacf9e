import { paymentHistoryResponseSchema } from "@shared/contract/payments";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const paymentHistoryQueryKey = ["/api/payments/history"] as const;

/** The learner's orders and payments, newest first. */
export function usePaymentHistory() {
  return useQuery({
    queryKey: paymentHistoryQueryKey,
    queryFn: () => apiGet("/api/payments/history", paymentHistoryResponseSchema),
  });
}
