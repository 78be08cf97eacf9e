import { bookmarksResponseSchema, bookmarkToggleResponseSchema } from "@shared/contract/bookmarks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { bookmarksQueryKey } from "@/hooks/use-bookmark-toggle";
import { apiGet, apiSend } from "@/lib/api-client";

export function useBookmarks() {
  return useQuery({
    queryKey: bookmarksQueryKey,
    queryFn: () => apiGet("/api/user/bookmarks", bookmarksResponseSchema),
  });
}

/** POST /api/bookmark/{questionId} toggles; here it removes a bookmarked question. */
export function useRemoveBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: number) =>
      apiSend("POST", `/api/bookmark/${questionId}`, undefined, bookmarkToggleResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookmarksQueryKey }),
  });
}
