import { type StudyPlanBody, studyPlanResponseSchema } from "@shared/contract/study-plan";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";

export const studyPlanQueryKey = ["/api/user/study-plan"] as const;

/** GET /api/user/study-plan: the learner's plan (null before one is set); paid plans only. */
export function useStudyPlan(enabled: boolean) {
  return useQuery({
    queryKey: studyPlanQueryKey,
    queryFn: () => apiGet("/api/user/study-plan", studyPlanResponseSchema),
    enabled,
  });
}

/** PUT /api/user/study-plan: sets the exam, its date and hours; answers the new plan. */
export function useSetStudyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudyPlanBody) =>
      apiSend("PUT", "/api/user/study-plan", body, studyPlanResponseSchema),
    onSuccess: (data) => queryClient.setQueryData(studyPlanQueryKey, data),
  });
}
