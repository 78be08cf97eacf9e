import { type CorrectionBody, correctionResponseSchema } from "@shared/contract/corrections";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/lib/api-client";

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
