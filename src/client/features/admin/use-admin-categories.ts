import {
  adminCategoriesResponseSchema,
  adminCategorySchema,
  type CreateCategoryBody,
  deletedResponseSchema,
  type UpdateCategoryBody,
} from "@shared/contract/admin";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";
import { useBankScope } from "@/lib/bank-scope";

/** The categories as the bank at `base` reads them (an institute's bank lists the site's, read-only). */
export const adminCategoriesQueryKey = (base = "/api/admin") => [`${base}/categories`] as const;

export function useAdminCategories() {
  const { base } = useBankScope();
  return useQuery({
    queryKey: adminCategoriesQueryKey(base),
    queryFn: () => apiGet(`${base}/categories`, adminCategoriesResponseSchema),
  });
}

// Making, renaming and deleting categories is the site admin's alone (no institute route).

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCategoryBody) =>
      apiSend("POST", "/api/admin/categories", body, adminCategorySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCategoriesQueryKey() }),
  });
}

/** A renamed category shows in the quiz list too (its quizzes carry its name). */
function useRefreshCategories() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCategoriesQueryKey() }),
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
