import type { ExamType } from "@shared/contract/common";
import { preparednessResponseSchema } from "@shared/contract/standing";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiGet } from "@/lib/api-client";

/**
 * The premium flag is part of the key: when the learner upgrades and the signed-in user is read
 * again, the locked answer is not reused from the cache.
 */
export const preparednessQueryKey = (examType: ExamType, isPremium: boolean) =>
  ["/api/analytics/preparedness", examType, isPremium] as const;

export function usePreparedness(examType: ExamType, isPremium: boolean) {
  return useQuery({
    queryKey: preparednessQueryKey(examType, isPremium),
    queryFn: () => apiGet(`/api/analytics/preparedness/${examType}`, preparednessResponseSchema),
    refetchOnMount: "always",
  });
}

/** The server's premium gate answers 403 'Premium subscription required'; the spec keys the lock on the message. */
export const isPremiumRequired = (error: unknown) =>
  error instanceof Error && error.message.includes("Premium subscription required");

export const isSessionExpired = (error: unknown) => error instanceof ApiError && error.status === 401;
