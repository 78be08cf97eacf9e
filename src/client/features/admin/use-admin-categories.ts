import {
  adminCategoriesResponseSchema,
  adminCategorySchema,
  type CreateCategoryBody,
} from "@shared/contract/admin";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";

export const adminCategoriesQueryKey = ["/api/admin/categories"] as const;

export function useAdminCategories() {
  return useQuery({
    queryKey: adminCategoriesQueryKey,
    queryFn: () => apiGet("/api/admin/categories", adminCategoriesResponseSchema),
  });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCategoryBody) =>
      apiSend("POST", "/api/admin/categories", body, adminCategorySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCategoriesQueryKey }),
  });
}
