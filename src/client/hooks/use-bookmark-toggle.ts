import type { BookmarkToggleResponse } from "@shared/contract/bookmarks";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { bookmarksMessages } from "@/components/bookmarks/bookmarks-messages";
import { toast } from "@/components/ui/use-toast";
import { translate } from "@/i18n/i18n";
import { apiSendTrusted, isUnauthorized } from "@/lib/api-client";
import { CONFIRMATION_TOAST_MS } from "@/lib/constants";
import { signInAgain } from "@/lib/sign-in-again";

export const bookmarksQueryKey = ["/api/user/bookmarks"] as const;

/**
 * POST /api/bookmark/{questionId} toggles; the bookmarks list is refreshed afterwards. A plain
 * request with its own pending flag rather than useMutation: the exam hall shows this button, and
 * useMutation's code would be the only reason its first load carried it.
 */
export function useBookmarkToggle(onChange: (questionId: number, bookmarked: boolean) => void) {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const mutate = useCallback(
    (questionId: number) => {
      setPending(true);
      apiSendTrusted<BookmarkToggleResponse>("POST", `/api/bookmark/${questionId}`, undefined)
        .then(({ bookmarked }) => {
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
        })
        .catch((error: unknown) => {
          if (isUnauthorized(error)) {
            signInAgain();
            return;
          }
          toast({
            title: translate(bookmarksMessages, "bookmarkFailed"),
            description: translate(bookmarksMessages, "bookmarkFailedText"),
            variant: "destructive",
          });
        })
        .finally(() => setPending(false));
    },
    [onChange, queryClient],
  );
  return { mutate, isPending };
}
