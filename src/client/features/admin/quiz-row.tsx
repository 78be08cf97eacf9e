import type { AdminQuiz } from "@shared/contract/admin";
import { useState } from "react";
import { DifficultyBadge } from "@/components/quiz-badges";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { useExamName } from "@/lib/exam-names";
import { formatNumber } from "@/lib/indian-formats";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { EditQuizDialog } from "./edit-quiz-dialog";
import { toastError } from "./form-errors";
import { PublishCountDialog } from "./publish-count-dialog";
import { adminQuizzesMessages, KIND_KEYS } from "./quizzes-messages";
import { useDeleteQuiz, useUpdateQuiz } from "./use-admin-quizzes";

export function QuizRow({ quiz }: { quiz: AdminQuiz }) {
  const t = useT(adminQuizzesMessages);
  const examName = useExamName();
  const update = useUpdateQuiz();
  const remove = useDeleteQuiz();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isConfirmingCount, setIsConfirmingCount] = useState(false);

  const setPublished = () =>
    update.mutate(
      { id: quiz.id, body: { published: !quiz.published } },
      {
        onSuccess: (q) => {
          setIsConfirmingCount(false);
          toast({
            title: t(q.published ? "publishedToast" : "unpublishedToast"),
            description: t(q.published ? "publishedText" : "unpublishedText", { title: q.title }),
            variant: "success",
          });
        },
        onError: (error) => {
          setIsConfirmingCount(false);
          toastError(error);
        },
      },
    );
  const togglePublished = () => {
    const countDiffers = quiz.questionCount > 0 && quiz.questionCount !== quiz.totalQuestions;
    if (!quiz.published && countDiffers) setIsConfirmingCount(true);
    else setPublished();
  };

  return (
    <li
      className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-center"
      data-testid={`quiz-row-${quiz.id}`}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{quiz.title}</span>
          <Badge variant="secondary">{examName(quiz.examType)}</Badge>
          <DifficultyBadge difficulty={quiz.difficulty} />
          {quiz.published ? (
            <Badge variant="easy">{t("published")}</Badge>
          ) : (
            <Badge variant="outline">{t("unpublished")}</Badge>
          )}
        </div>
        <p className="mt-1 text-sm text-slate-700">
          {t("rowMeta", {
            category: quiz.categoryName ?? t("noCategory"),
            kind: t(KIND_KEYS[quiz.kind]),
            count: formatNumber(quiz.questionCount),
            total: formatNumber(quiz.totalQuestions),
            minutes: formatNumber(quiz.timeLimit),
            attempts: quiz.attemptCount,
            attemptsText: formatNumber(quiz.attemptCount),
          })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => setIsEditing(true)}
          aria-label={t("editLabel", { title: quiz.title })}
        >
          {t("edit")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={togglePublished}
          disabled={update.isPending}
          aria-label={t(quiz.published ? "unpublishLabel" : "publishLabel", { title: quiz.title })}
        >
          {t(quiz.published ? "unpublish" : "publish")}
        </Button>
        <Button
          size="sm"
          variant="ghostDestructive"
          onClick={() => setIsConfirmingDelete(true)}
          aria-label={t("deleteLabel", { title: quiz.title })}
        >
          {t("delete")}
        </Button>
      </div>
      <EditQuizDialog quiz={quiz} open={isEditing} onOpenChange={setIsEditing} />
      <PublishCountDialog
        quiz={quiz}
        open={isConfirmingCount}
        onOpenChange={setIsConfirmingCount}
        onPublish={setPublished}
        isPending={update.isPending}
      />
      <ConfirmDeleteDialog
        open={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        title={t("deleteTitle")}
        description={t(quiz.attemptCount > 0 ? "deleteRefused" : "deleteText", { title: quiz.title })}
        deleteLabel={t("deleteQuiz")}
        deletedTitle={t("deleted")}
        isPending={remove.isPending}
        onDelete={(outcome) => remove.mutate(quiz.id, outcome)}
      />
    </li>
  );
}
