import {
  adminQuizSchema,
  adminQuizzesResponseSchema,
  type CreateQuizBody,
  deletedResponseSchema,
  type UpdateQuizBody,
} from "@shared/contract/admin";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";
import { adminCategoriesQueryKey } from "./use-admin-categories";

export const adminQuizzesQueryKey = ["/api/admin/quizzes"] as const;

export function useAdminQuizzes() {
  return useQuery({
    queryKey: adminQuizzesQueryKey,
    queryFn: () => apiGet("/api/admin/quizzes", adminQuizzesResponseSchema),
  });
}

/** Quiz lists, counts and the question bank all change together. */
export function refreshAdminData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQuizzesQueryKey }),
    queryClient.invalidateQueries({ queryKey: adminCategoriesQueryKey }),
    queryClient.invalidateQueries({ queryKey: ["/api/admin/questions"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/admin/daily-schedule"] }),
  ]);
}

export function useCreateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQuizBody) => apiSend("POST", "/api/admin/quizzes", body, adminQuizSchema),
    onSuccess: () => refreshAdminData(queryClient),
  });
}

export function useUpdateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateQuizBody }) =>
      apiSend("PUT", `/api/admin/quizzes/${id}`, body, adminQuizSchema),
    onSuccess: () => refreshAdminData(queryClient),
  });
}

export function useDeleteQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiSend("DELETE", `/api/admin/quizzes/${id}`, undefined, deletedResponseSchema),
    onSuccess: () => refreshAdminData(queryClient),
  });
}
