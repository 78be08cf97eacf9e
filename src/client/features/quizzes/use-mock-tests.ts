import { mockTestsResponseSchema } from "@shared/contract/quizzes";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const mockTestsQueryKey = ["/api/mock-tests"] as const;

export function useMockTests() {
  return useQuery({
    queryKey: mockTestsQueryKey,
    queryFn: () => apiGet("/api/mock-tests", mockTestsResponseSchema),
  });
}
