import { pastPapersResponseSchema } from "@shared/contract/quizzes";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const pastPapersQueryKey = ["/api/past-papers"] as const;

/** Every past paper; the page filters by exam and year on the device (the list is small). */
export function usePastPapers() {
  return useQuery({
    queryKey: pastPapersQueryKey,
    queryFn: () => apiGet("/api/past-papers", pastPapersResponseSchema),
  });
}
