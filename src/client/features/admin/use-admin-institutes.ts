import {
  adminInstituteSchema,
  adminInstitutesResponseSchema,
  type CreateInstituteBody,
} from "@shared/contract/institutes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";

const adminInstitutesQueryKey = ["/api/admin/institutes"] as const;

export function useAdminInstitutes() {
  return useQuery({
    queryKey: adminInstitutesQueryKey,
    queryFn: () => apiGet("/api/admin/institutes", adminInstitutesResponseSchema),
  });
}

export function useCreateInstitute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInstituteBody) =>
      apiSend("POST", "/api/admin/institutes", body, adminInstituteSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInstitutesQueryKey }),
  });
}
