import { accountExportSchema } from "@shared/contract/account";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";

export const accountExportQueryKey = ["/api/account/export"] as const;

/** How often the page asks again while the download is being prepared (the job takes seconds). */
const PREPARING_POLL_MS = 2000;

/** GET /api/account/export: none, preparing (asked again every 2 s) or ready until its expiry. */
export function useAccountExport() {
  return useQuery({
    queryKey: accountExportQueryKey,
    queryFn: () => apiGet("/api/account/export", accountExportSchema),
    refetchInterval: (query) => (query.state.data?.status === "preparing" ? PREPARING_POLL_MS : false),
  });
}

/** POST /api/account/export: asks for a fresh download; answers the state (preparing). */
export function useRequestAccountExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend("POST", "/api/account/export", {}, accountExportSchema),
    onSuccess: (data) => queryClient.setQueryData(accountExportQueryKey, data),
  });
}
