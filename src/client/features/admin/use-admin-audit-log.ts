import { type AdminAuditKind, adminAuditResponseSchema } from "@shared/contract/admin-audit";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export type AuditFilters = {
  admin?: number;
  kind?: AdminAuditKind;
  from?: string;
  to?: string;
  page: number;
};

/** GET /api/admin/audit-log with the filters set; the previous page stays on screen while the next loads. */
export function useAdminAuditLog(filters: AuditFilters) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== "" && !(name === "page" && value === 1))
      params.set(name, String(value));
  }
  const query = params.toString();
  return useQuery({
    // every admin write changes the log; the key starts with the path, so invalidating it refreshes any page
    queryKey: ["/api/admin/audit-log", query] as const,
    queryFn: () => apiGet(`/api/admin/audit-log${query ? `?${query}` : ""}`, adminAuditResponseSchema),
    placeholderData: keepPreviousData,
    // every admin write adds to the log: read it again whenever the tab opens
    refetchOnMount: "always",
  });
}
