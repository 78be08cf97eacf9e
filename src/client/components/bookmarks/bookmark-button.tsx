import { Bookmark, BookmarkCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { bookmarksMessages } from "./bookmarks-messages";

export function BookmarkButton({
  isBookmarked,
  disabled,
  onToggle,
}: {
  isBookmarked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const t = useT(bookmarksMessages);
  return (
    <Button variant="outline" size="sm" aria-pressed={isBookmarked} disabled={disabled} onClick={onToggle}>
      {isBookmarked ? (
        <BookmarkCheck className="h-4 w-4 text-blue-700" aria-hidden />
      ) : (
        <Bookmark className="h-4 w-4" aria-hidden />
      )}
      {isBookmarked ? t("bookmarked") : t("bookmark")}
    </Button>
  );
}
