import {
  adminQuizSchema,
  adminQuizzesResponseSchema,
  type CreateQuizBody,
  deletedResponseSchema,
  type UpdateQuizBody,
} from "@shared/contract/admin";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";
import { useBankScope } from "@/lib/bank-scope";
import { adminCategoriesQueryKey } from "./use-admin-categories";

/** The quiz list of the bank at `base` (the admin's "/api/admin" unless an institute's). */
export const adminQuizzesQueryKey = (base = "/api/admin") => [`${base}/quizzes`] as const;

export function useAdminQuizzes() {
  const { base } = useBankScope();
  return useQuery({
    queryKey: adminQuizzesQueryKey(base),
    queryFn: () => apiGet(`${base}/quizzes`, adminQuizzesResponseSchema),
  });
}

/** Quiz lists, counts, the question bank and its passages (an import adds figures) change together. */
export function refreshAdminData(queryClient: QueryClient, base = "/api/admin") {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQuizzesQueryKey(base) }),
    queryClient.invalidateQueries({ queryKey: adminCategoriesQueryKey(base) }),
    queryClient.invalidateQueries({ queryKey: [`${base}/questions`] }),
    queryClient.invalidateQueries({ queryKey: [`${base}/daily-schedule`] }),
    queryClient.invalidateQueries({ queryKey: [`${base}/stimuli`] }),
  ]);
}

/** refreshAdminData for the bank the component is in. */
export function useRefreshBank() {
  const queryClient = useQueryClient();
  const { base } = useBankScope();
  return () => refreshAdminData(queryClient, base);
}

export function useCreateQuiz() {
  const { base } = useBankScope();
  const refresh = useRefreshBank();
  return useMutation({
    mutationFn: (body: CreateQuizBody) => apiSend("POST", `${base}/quizzes`, body, adminQuizSchema),
    onSuccess: refresh,
  });
}

export function useUpdateQuiz() {
  const { base } = useBankScope();
  const refresh = useRefreshBank();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateQuizBody }) =>
      apiSend("PUT", `${base}/quizzes/${id}`, body, adminQuizSchema),
    onSuccess: refresh,
  });
}

export function useDeleteQuiz() {
  const { base } = useBankScope();
  const refresh = useRefreshBank();
  return useMutation({
    mutationFn: (id: number) => apiSend("DELETE", `${base}/quizzes/${id}`, undefined, deletedResponseSchema),
    onSuccess: refresh,
  });
}
