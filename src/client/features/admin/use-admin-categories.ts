import {
  adminCategoriesResponseSchema,
  adminCategorySchema,
  type CreateCategoryBody,
  deletedResponseSchema,
  type UpdateCategoryBody,
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

/** A renamed category shows in the quiz list too (its quizzes carry its name). */
function useRefreshCategories() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCategoriesQueryKey }),
      queryClient.invalidateQueries({ queryKey: ["/api/admin/quizzes"] }),
    ]);
}

export function useUpdateCategory() {
  const refresh = useRefreshCategories();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCategoryBody }) =>
      apiSend("PUT", `/api/admin/categories/${id}`, body, adminCategorySchema),
    onSuccess: refresh,
  });
}

export function useDeleteCategory() {
  const refresh = useRefreshCategories();
  return useMutation({
    mutationFn: (id: number) =>
      apiSend("DELETE", `/api/admin/categories/${id}`, undefined, deletedResponseSchema),
    onSuccess: refresh,
  });
}
