import {
  auditLogResponseSchema,
  type CorrectionBody,
  correctionResponseSchema,
} from "@shared/contract/corrections";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";

const auditLogQueryKey = (questionId?: number) => ["/api/admin/audit-log", questionId ?? "all"] as const;

/** The question audit log, newest first, of one question or of all. */
export function useAuditLog(questionId?: number) {
  return useQuery({
    queryKey: auditLogQueryKey(questionId),
    queryFn: () =>
      apiGet(`/api/admin/audit-log${questionId ? `?questionId=${questionId}` : ""}`, auditLogResponseSchema),
  });
}

/**
 * POST /api/admin/questions/{id}/corrections; the question bank, the audit log and the report queue
 * (a correction may answer a report) are read again.
 */
export function useCorrectKey(questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CorrectionBody) =>
      apiSend("POST", `/api/admin/questions/${questionId}/corrections`, body, correctionResponseSchema),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/questions"] });
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/audit-log"] });
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/reports"] });
    },
  });
}
