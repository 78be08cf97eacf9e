import {
  adminQuestionSchema,
  adminQuestionsResponseSchema,
  type BulkQuestionsBody,
  bulkQuestionsResponseSchema,
  type CreateQuestionBody,
  deletedResponseSchema,
  type ListQuestionsQuery,
  type UpdateQuestionBody,
} from "@shared/contract/admin";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";
import { refreshAdminData } from "./use-admin-quizzes";

/** GET /api/admin/questions filters (listQuestionsQuerySchema on the server). */
export type QuestionBankQuery = ListQuestionsQuery;

export const adminQuestionsQueryKey = (query: QuestionBankQuery) => ["/api/admin/questions", query] as const;

function questionsUrl(query: QuestionBankQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const text = typeof value === "string" ? value.trim() : value === undefined ? "" : String(value);
    // the server's defaults: page 1, 20 a page
    if (!text || (name === "page" && text === "1") || (name === "pageSize" && text === "20")) continue;
    params.set(name, text);
  }
  const qs = params.toString();
  return `/api/admin/questions${qs ? `?${qs}` : ""}`;
}

export function useAdminQuestions(query: QuestionBankQuery) {
  return useQuery({
    queryKey: adminQuestionsQueryKey(query),
    queryFn: () => apiGet(questionsUrl(query), adminQuestionsResponseSchema),
    placeholderData: keepPreviousData,
  });
}

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQuestionBody) =>
      apiSend("POST", "/api/admin/questions", body, adminQuestionSchema),
    onSuccess: () => refreshAdminData(queryClient),
  });
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateQuestionBody }) =>
      apiSend("PUT", `/api/admin/questions/${id}`, body, adminQuestionSchema),
    onSuccess: () => refreshAdminData(queryClient),
  });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiSend("DELETE", `/api/admin/questions/${id}`, undefined, deletedResponseSchema),
    onSuccess: () => refreshAdminData(queryClient),
  });
}

/** One action on the selected questions (POST /api/admin/questions/bulk), all or nothing. */
export function useBulkQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkQuestionsBody) =>
      apiSend("POST", "/api/admin/questions/bulk", body, bulkQuestionsResponseSchema),
    onSuccess: () => refreshAdminData(queryClient),
  });
}
