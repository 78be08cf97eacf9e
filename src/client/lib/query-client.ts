import { QueryClient } from "@tanstack/react-query";

/** Every query names its own queryFn. As the spec sets it: no interval, no refetch on focus, never stale, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
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
