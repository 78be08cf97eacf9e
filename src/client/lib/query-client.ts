import { type InvalidateOptions, type InvalidateQueryFilters, QueryClient } from "@tanstack/react-query";

/**
 * A write's invalidation always asks the server again. TanStack Query hands an invalidation the
 * answer of a first load still in flight, though the server may have read it before the write (an
 * admin's quiz list opened just before a create would miss the new quiz, never stale after). Such
 * a load is cancelled first, so the refetch that follows is a new request; a refetch of data
 * already shown is replaced by TanStack Query itself (cancelRefetch).
 */
export class WriteAwareQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends readonly unknown[] = readonly unknown[]>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    const firstLoads = this.getQueryCache()
      .findAll(filters)
      .filter((query) => query.state.data === undefined && query.state.fetchStatus === "fetching");
    await Promise.all(firstLoads.map((query) => query.cancel({ revert: true })));
    return super.invalidateQueries(filters, options);
  }
}

/** Every query names its own queryFn. As the spec sets it: no interval, no refetch on focus, never stale, no retries. */
export const queryClient = new WriteAwareQueryClient({
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
