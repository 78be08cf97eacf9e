import {
  type CopyQuestionsBody,
  copyQuestionsResponseSchema,
  type PublicBankQuery,
  publicBankResponseSchema,
} from "@shared/contract/institute-bank";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";
import { useBankScope } from "@/lib/bank-scope";
import { useRefreshBank } from "./use-admin-quizzes";

function publicQuestionsUrl(base: string, query: PublicBankQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const text = typeof value === "string" ? value.trim() : value === undefined ? "" : String(value);
    if (text) params.set(name, text);
  }
  const qs = params.toString();
  return `${base}/public-questions${qs ? `?${qs}` : ""}`;
}

/** GET {institute bank}/public-questions: the site's published questions to copy, without their keys. */
export function usePublicBank(query: PublicBankQuery) {
  const { base, instituteId } = useBankScope();
  return useQuery({
    queryKey: [`${base}/public-questions`, query],
    queryFn: () => apiGet(publicQuestionsUrl(base, query), publicBankResponseSchema),
    placeholderData: keepPreviousData,
    // only an institute's bank copies from the public one
    enabled: instituteId !== null,
  });
}

/** POST {institute bank}/copy: the copies join the bank (and the paper, if one is named). */
export function useCopyPublicQuestions() {
  const { base } = useBankScope();
  const queryClient = useQueryClient();
  const refresh = useRefreshBank();
  return useMutation({
    mutationFn: (body: CopyQuestionsBody) =>
      apiSend("POST", `${base}/copy`, body, copyQuestionsResponseSchema),
    // the bank and its papers grow; the picker marks what is now copied
    onSuccess: () =>
      Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: [`${base}/public-questions`] })]),
  });
}
