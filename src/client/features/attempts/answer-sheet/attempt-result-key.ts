/** The query key of an attempt's result: a module of its own, so the exam hall need not load the result hooks. */
export const attemptResultQueryKey = (attemptId: number) => ["/api/attempts", attemptId] as const;
