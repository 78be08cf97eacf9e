import { bookmarkToggleResponseSchema } from "@shared/contract/bookmarks";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiSend, isUnauthorized } from "@/lib/api-client";
import { CONFIRMATION_TOAST_MS } from "@/lib/constants";
import { signInAgain } from "@/lib/sign-in-again";

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
              title: "Bookmarked!",
              description: "Question has been added to your bookmarks.",
              variant: "success",
              duration: CONFIRMATION_TOAST_MS,
            }
          : {
              title: "Bookmark Removed",
              description: "Question has been removed from your bookmarks.",
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
        title: "Bookmark Failed",
        description: "Failed to bookmark question. Please try again.",
        variant: "destructive",
      });
    },
  });
}
