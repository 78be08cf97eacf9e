import { examQuizzesResponseSchema, examResponseSchema } from "@shared/contract/exams";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const examQueryKey = (examType: string) => ["/api/exams", examType] as const;
export const examQuizzesQueryKey = (examType: string) => ["/api/exams", examType, "quizzes"] as const;

/** The exam's facts, marking and sections; the server answers 404 'Exam Not Found' for an unknown type. */
export function useExam(examType: string) {
  return useQuery({
    queryKey: examQueryKey(examType),
    queryFn: () => apiGet(`/api/exams/${encodeURIComponent(examType)}`, examResponseSchema),
  });
}

/** The exam's free quizzes. */
export function useExamQuizzes(examType: string, enabled: boolean) {
  return useQuery({
    queryKey: examQuizzesQueryKey(examType),
    queryFn: () => apiGet(`/api/exams/${encodeURIComponent(examType)}/quizzes`, examQuizzesResponseSchema),
    enabled,
  });
}
