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
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";
import { useBankScope } from "@/lib/bank-scope";
import { useRefreshBank } from "./use-admin-quizzes";

/** GET {bank}/questions filters (listQuestionsQuerySchema on the server). */
export type QuestionBankQuery = ListQuestionsQuery;

export const adminQuestionsQueryKey = (query: QuestionBankQuery, base = "/api/admin") =>
  [`${base}/questions`, query] as const;

function questionsUrl(base: string, query: QuestionBankQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const text = typeof value === "string" ? value.trim() : value === undefined ? "" : String(value);
    // the server's defaults: page 1, 20 a page
    if (!text || (name === "page" && text === "1") || (name === "pageSize" && text === "20")) continue;
    params.set(name, text);
  }
  const qs = params.toString();
  return `${base}/questions${qs ? `?${qs}` : ""}`;
}

export function useAdminQuestions(query: QuestionBankQuery) {
  const { base } = useBankScope();
  return useQuery({
    queryKey: adminQuestionsQueryKey(query, base),
    queryFn: () => apiGet(questionsUrl(base, query), adminQuestionsResponseSchema),
    placeholderData: keepPreviousData,
  });
}

export function useCreateQuestion() {
  const { base } = useBankScope();
  const refresh = useRefreshBank();
  return useMutation({
    mutationFn: (body: CreateQuestionBody) => apiSend("POST", `${base}/questions`, body, adminQuestionSchema),
    onSuccess: refresh,
  });
}

export function useUpdateQuestion() {
  const { base } = useBankScope();
  const refresh = useRefreshBank();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateQuestionBody }) =>
      apiSend("PUT", `${base}/questions/${id}`, body, adminQuestionSchema),
    onSuccess: refresh,
  });
}

export function useDeleteQuestion() {
  const { base } = useBankScope();
  const refresh = useRefreshBank();
  return useMutation({
    mutationFn: (id: number) =>
      apiSend("DELETE", `${base}/questions/${id}`, undefined, deletedResponseSchema),
    onSuccess: refresh,
  });
}

/** One action on the selected questions (POST {bank}/questions/bulk), all or nothing. */
export function useBulkQuestions() {
  const { base } = useBankScope();
  const refresh = useRefreshBank();
  return useMutation({
    mutationFn: (body: BulkQuestionsBody) =>
      apiSend("POST", `${base}/questions/bulk`, body, bulkQuestionsResponseSchema),
    onSuccess: refresh,
  });
}
