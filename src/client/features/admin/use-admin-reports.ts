import type { ExamType } from "@shared/contract/common";
import {
  adminReportsResponseSchema,
  type ReportStatus,
  type UpdateReportBody,
  updateReportResponseSchema,
} from "@shared/contract/reports";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";

/** GET /api/admin/reports filters (adminReportsQuerySchema on the server); no status means all. */
export type ReportQueueQuery = { status?: ReportStatus; quizId?: number; examType?: ExamType; page?: number };

const reportsKey = ["/api/admin/reports"] as const;

function reportsUrl(query: ReportQueueQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.quizId) params.set("quizId", String(query.quizId));
  if (query.examType) params.set("examType", query.examType);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const qs = params.toString();
  return `/api/admin/reports${qs ? `?${qs}` : ""}`;
}

export function useAdminReports(query: ReportQueueQuery) {
  return useQuery({
    queryKey: [...reportsKey, query],
    queryFn: () => apiGet(reportsUrl(query), adminReportsResponseSchema),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateReportBody }) =>
      apiSend("PATCH", `/api/admin/reports/${id}`, body, updateReportResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKey }),
  });
}

/** After an edit of a reported question, the queue shows the question as it now stands. */
export const useRefreshReports = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reportsKey });
};
