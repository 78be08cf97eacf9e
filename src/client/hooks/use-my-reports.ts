import type { UserReportsResponse } from "@shared/contract/reports";
import { useQuery } from "@tanstack/react-query";
import { apiGetTrusted } from "@/lib/api-client";
import { useAuth } from "./use-auth";

export const myReportsQueryKey = ["/api/user/reports"] as const;

/** The learner's own question reports with the admin's replies (none asked for when signed out). */
export function useMyReports({ refetchOnMount = false }: { refetchOnMount?: boolean } = {}) {
  const { user } = useAuth();
  return useQuery({
    queryKey: myReportsQueryKey,
    // typed, not parsed: the top bar asks for it on every page and zod stays out of the first view
    // (the server validates the response against userReportsResponseSchema before sending it)
    queryFn: () => apiGetTrusted<UserReportsResponse>("/api/user/reports"),
    enabled: Boolean(user),
    ...(refetchOnMount ? { refetchOnMount: "always" as const } : {}),
  });
}
