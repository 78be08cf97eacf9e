import {
  adminQuestionSchema,
  adminQuestionsResponseSchema,
  type CreateQuestionBody,
  deletedResponseSchema,
  type UpdateQuestionBody,
} from "@shared/contract/admin";
import type { ExamType } from "@shared/contract/common";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";
import { refreshAdminData } from "./use-admin-quizzes";

/** GET /api/admin/questions filters (listQuestionsQuerySchema on the server). */
export type QuestionBankQuery = { quizId?: number; examType?: ExamType; search?: string; page?: number };

export const adminQuestionsQueryKey = (query: QuestionBankQuery) => ["/api/admin/questions", query] as const;

function questionsUrl(query: QuestionBankQuery): string {
  const params = new URLSearchParams();
  if (query.quizId) params.set("quizId", String(query.quizId));
  if (query.examType) params.set("examType", query.examType);
  if (query.search?.trim()) params.set("search", query.search.trim());
  if (query.page && query.page > 1) params.set("page", String(query.page));
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
