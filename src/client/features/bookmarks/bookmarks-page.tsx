import type { Bookmark } from "@shared/contract/bookmarks";
import { BookmarkX } from "lucide-react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { MathText } from "@/components/math-text";
import { QuestionText } from "@/components/question-text";
import { ExamBadge } from "@/components/quiz-badges";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { bookmarkToggleMessages } from "@/hooks/bookmark-toggle-messages";
import { translate } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { explanationIn, useQuestionLanguage, wordsIn } from "@/lib/question-language";
import { Link } from "@/lib/router";
import { cn } from "@/lib/utils";
import { bookmarksMessages } from "./bookmarks-messages";
import { useBookmarks, useRemoveBookmark } from "./use-bookmarks";

const LETTERS = ["A", "B", "C", "D", "E", "F"];

/** /bookmarks: the learner's bookmarked questions, newest first; answers only once they were attempted. */
export default function BookmarksPage() {
  const t = useT(bookmarksMessages);
  const bookmarks = useBookmarks();
  const remove = useRemoveBookmark();

  const removeBookmark = (questionId: number) =>
    remove.mutate(questionId, {
      onSuccess: () =>
        toast({
          title: translate(bookmarkToggleMessages, "removed"),
          description: translate(bookmarkToggleMessages, "removedText"),
        }),
      onError: () =>
        toast({
          title: translate(bookmarkToggleMessages, "failed"),
          description: translate(bookmarksMessages, "removeFailedText"),
          variant: "destructive",
        }),
    });

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-slate-700">{t("intro")}</p>
      </header>
      {bookmarks.isLoading ? (
        <PageLoading label={t("loading")} />
      ) : bookmarks.isError ? (
        <EmptyState title={t("loadErrorTitle")}>{t("tryLater")}</EmptyState>
      ) : (bookmarks.data ?? []).length === 0 ? (
        <EmptyState title={t("emptyTitle")}>
          <p>{t("emptyText")}</p>
          <Link to="/daily-quizzes" className={cn(buttonVariants({ variant: "outline" }), "mt-4")}>
            {t("goToDailyQuizzes")}
          </Link>
        </EmptyState>
      ) : (
        <ol className="space-y-4">
          {(bookmarks.data ?? []).map((bookmark) => (
            <li key={bookmark.questionId}>
              <BookmarkCard
                bookmark={bookmark}
                isRemoving={remove.isPending && remove.variables === bookmark.questionId}
                onRemove={() => removeBookmark(bookmark.questionId)}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function BookmarkCard({
  bookmark,
  isRemoving,
  onRemove,
}: {
  bookmark: Bookmark;
  isRemoving: boolean;
  onRemove: () => void;
}) {
  const t = useT(bookmarksMessages);
  const contentName = useContentName();
  const [language] = useQuestionLanguage();
  const text = wordsIn(bookmark, language);
  const explanation = explanationIn(bookmark.explanation ?? "", bookmark.explanationHi, language);
  const isRevealed = bookmark.correctIndex !== null;
  return (
    <Card className="p-4 sm:p-5" data-testid="bookmark-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-wrap gap-2">
          <ExamBadge examType={bookmark.examType} />
          <Badge variant="secondary">
            {contentName(bookmark.subject)} · {contentName(bookmark.topic)}
          </Badge>
        </div>
        <Button variant="ghost" size="sm" onClick={onRemove} disabled={isRemoving}>
          <BookmarkX className="h-4 w-4" aria-hidden />
          {t("remove")}
        </Button>
      </div>
      <p lang={text.lang} className="mt-3 text-slate-900">
        <QuestionText text={text.question} className="whitespace-pre-line" />
      </p>
      <ul lang={text.lang} className="mt-3 grid gap-2">
        {text.options.map((option, index) => {
          const isCorrect = isRevealed && index === bookmark.correctIndex;
          return (
            <li
              key={`${bookmark.questionId}-${LETTERS[index] ?? index}`}
              className={cn(
                "flex flex-wrap items-start gap-2 rounded-lg border p-2.5 text-sm",
                isCorrect ? "border-green-700 bg-green-50" : "border-slate-200",
              )}
            >
              <span className="font-semibold text-slate-900">({LETTERS[index] ?? index + 1})</span>
              <span className="flex-1 text-slate-900">
                <MathText text={option} />
              </span>
              {isCorrect ? (
                <span className="rounded-full bg-green-800 px-2 py-0.5 text-xs font-semibold text-white">
                  {t("correctAnswer")}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {isRevealed && explanation.text ? (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          <p className="font-semibold text-slate-900">{t("explanation")}</p>
          <p lang={explanation.lang} className="mt-1" data-testid="bookmark-explanation">
            <MathText text={explanation.text} className="whitespace-pre-line" />
          </p>
        </div>
      ) : !isRevealed ? (
        <p className="mt-3 text-sm text-slate-700">{t("answerHidden")}</p>
      ) : null}
    </Card>
  );
}
