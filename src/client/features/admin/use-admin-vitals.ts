import { adminVitalsResponseSchema } from "@shared/contract/vitals";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export function useAdminVitals(days: number) {
  return useQuery({
    queryKey: ["/api/admin/vitals", days] as const,
    queryFn: () => apiGet(`/api/admin/vitals?days=${days}`, adminVitalsResponseSchema),
    placeholderData: keepPreviousData,
  });
}
