import { assignmentItemStatisticsSchema, learnerHistorySchema } from "@shared/contract/assignment-results";
import {
  type AssignmentBody,
  assignablePapersResponseSchema,
  assignmentMeritListSchema,
  assignmentSchema,
  assignmentsResponseSchema,
  learnerAssignmentsResponseSchema,
} from "@shared/contract/assignments";
import { attemptSheetSchema } from "@shared/contract/attempts";
import type { MeritListFormat } from "@shared/contract/live-tests";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";

const myAssignmentsKey = ["/api/user/assignments"] as const;
const assignmentsKey = (instituteId: number) => ["/api/institutes", instituteId, "assignments"] as const;

/** The learner's assignments across their institutes (GET /api/user/assignments). */
export function useMyAssignments() {
  return useQuery({
    queryKey: myAssignmentsKey,
    queryFn: () => apiGet("/api/user/assignments", learnerAssignmentsResponseSchema),
  });
}

export function useStartAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: number) =>
      apiSend("POST", `/api/user/assignments/${assignmentId}/start`, undefined, attemptSheetSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAssignmentsKey }),
  });
}

/** The papers staff may assign: the institute's own first, then the site's published ones. */
export function useAssignablePapers(instituteId: number) {
  return useQuery({
    queryKey: ["/api/institutes", instituteId, "assignable-papers"],
    queryFn: () => apiGet(`/api/institutes/${instituteId}/assignable-papers`, assignablePapersResponseSchema),
  });
}

/** One batch's assignments (GET /api/institutes/{id}/assignments?batchId=). */
export function useBatchAssignments(instituteId: number, batchId: number) {
  return useQuery({
    queryKey: [...assignmentsKey(instituteId), batchId],
    queryFn: () =>
      apiGet(`/api/institutes/${instituteId}/assignments?batchId=${batchId}`, assignmentsResponseSchema),
  });
}

export function useAssignmentMeritList(instituteId: number, assignmentId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...assignmentsKey(instituteId), "merit", assignmentId],
    queryFn: () =>
      apiGet(
        `/api/institutes/${instituteId}/assignments/${assignmentId}/merit-list`,
        assignmentMeritListSchema,
      ),
    enabled,
  });
}

/** Each question's statistics over the batch (GET .../assignments/{id}/item-statistics). */
export function useAssignmentItemStatistics(instituteId: number, assignmentId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...assignmentsKey(instituteId), "item-statistics", assignmentId],
    queryFn: () =>
      apiGet(
        `/api/institutes/${instituteId}/assignments/${assignmentId}/item-statistics`,
        assignmentItemStatisticsSchema,
      ),
    enabled,
  });
}

/** One learner's history across the institute's assignments (GET .../learners/{userId}/history). */
export function useLearnerHistory(instituteId: number, userId: number) {
  return useQuery({
    queryKey: [...assignmentsKey(instituteId), "history", userId],
    queryFn: () => apiGet(`/api/institutes/${instituteId}/learners/${userId}/history`, learnerHistorySchema),
  });
}

export const learnerHistoryDownloadUrl = (instituteId: number, userId: number, format: MeritListFormat) =>
  `/api/institutes/${instituteId}/learners/${userId}/history/download?format=${format}`;

export const assignmentDownloadUrl = (
  instituteId: number,
  assignmentId: number,
  format: MeritListFormat,
  list: "merit-list" | "item-statistics" | "responses" = "merit-list",
) => `/api/institutes/${instituteId}/assignments/${assignmentId}/${list}/download?format=${format}`;

export function useCreateAssignment(instituteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentBody) =>
      apiSend("POST", `/api/institutes/${instituteId}/assignments`, body, assignmentSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentsKey(instituteId) }),
  });
}

/** Replaces an assignment that has not opened yet (the server answers 409 once it has). */
export function useEditAssignment(instituteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assignmentId, body }: { assignmentId: number; body: AssignmentBody }) =>
      apiSend("PATCH", `/api/institutes/${instituteId}/assignments/${assignmentId}`, body, assignmentSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentsKey(instituteId) }),
  });
}

export function useCancelAssignment(instituteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: number) =>
      apiSend(
        "POST",
        `/api/institutes/${instituteId}/assignments/${assignmentId}/cancel`,
        undefined,
        assignmentSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentsKey(instituteId) }),
  });
}
