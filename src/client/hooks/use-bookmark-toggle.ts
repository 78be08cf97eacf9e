import type { BookmarkToggleResponse } from "@shared/contract/bookmarks";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { bookmarksMessages } from "@/components/bookmarks/bookmarks-messages";
import { toast } from "@/components/ui/use-toast";
import { translate } from "@/i18n/i18n";
import { apiSendTrusted, isUnauthorized } from "@/lib/api-client";
import { CONFIRMATION_TOAST_MS } from "@/lib/constants";
import { signInAgain } from "@/lib/sign-in-again";

export const bookmarksQueryKey = ["/api/user/bookmarks"] as const;

/** POST /api/bookmark/{questionId} toggles; the bookmarks list is refreshed afterwards. */
export function useBookmarkToggle(onChange: (questionId: number, bookmarked: boolean) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: number) =>
      apiSendTrusted<BookmarkToggleResponse>("POST", `/api/bookmark/${questionId}`, undefined),
    onSuccess: ({ bookmarked }, questionId) => {
      onChange(questionId, bookmarked);
      toast(
        bookmarked
          ? {
              title: translate(bookmarksMessages, "bookmarkedTitle"),
              description: translate(bookmarksMessages, "bookmarkedText"),
              variant: "success",
              duration: CONFIRMATION_TOAST_MS,
            }
          : {
              title: translate(bookmarksMessages, "bookmarkRemoved"),
              description: translate(bookmarksMessages, "bookmarkRemovedText"),
              duration: CONFIRMATION_TOAST_MS,
            },
      );
      void queryClient.invalidateQueries({ queryKey: bookmarksQueryKey });
    },
    onError: (error) => {
      if (isUnauthorized(error)) {
        signInAgain();
        return;
      }
      toast({
        title: translate(bookmarksMessages, "bookmarkFailed"),
        description: translate(bookmarksMessages, "bookmarkFailedText"),
        variant: "destructive",
      });
    },
  });
}
