import { bookmarkToggleResponseSchema } from "@shared/contract/bookmarks";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { translate } from "@/i18n/i18n";
import { apiSend, isUnauthorized } from "@/lib/api-client";
import { CONFIRMATION_TOAST_MS } from "@/lib/constants";
import { signInAgain } from "@/lib/sign-in-again";
import { bookmarkToggleMessages } from "./bookmark-toggle-messages";

export const bookmarksQueryKey = ["/api/user/bookmarks"] as const;

/** POST /api/bookmark/{questionId} toggles; the bookmarks list is refreshed afterwards. */
export function useBookmarkToggle(onChange: (questionId: number, bookmarked: boolean) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: number) =>
      apiSend("POST", `/api/bookmark/${questionId}`, undefined, bookmarkToggleResponseSchema),
    onSuccess: ({ bookmarked }, questionId) => {
      onChange(questionId, bookmarked);
      toast(
        bookmarked
          ? {
              title: translate(bookmarkToggleMessages, "bookmarked"),
              description: translate(bookmarkToggleMessages, "addedText"),
              variant: "success",
              duration: CONFIRMATION_TOAST_MS,
            }
          : {
              title: translate(bookmarkToggleMessages, "removed"),
              description: translate(bookmarkToggleMessages, "removedText"),
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
        title: translate(bookmarkToggleMessages, "failed"),
        description: translate(bookmarkToggleMessages, "toggleFailedText"),
        variant: "destructive",
      });
    },
  });
}
