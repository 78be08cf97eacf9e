import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

/** As the spec sets it: no interval, no refetch on focus, never stale, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      // Offline, still ask: the service worker answers cached quiz data (the default would pause).
      networkMode: "offlineFirst",
    },
    mutations: { retry: false },
  },
});
