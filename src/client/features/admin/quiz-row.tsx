import type { AdminQuiz } from "@shared/contract/admin";
import { EXAM_LABELS } from "@shared/exam-types";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { EditQuizDialog } from "./edit-quiz-dialog";
import { toastError } from "./form-errors";
import { KIND_LABELS } from "./quiz-fields";
import { useDeleteQuiz, useUpdateQuiz } from "./use-admin-quizzes";

export function QuizRow({ quiz }: { quiz: AdminQuiz }) {
  const update = useUpdateQuiz();
  const remove = useDeleteQuiz();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);

  const togglePublished = () =>
    update.mutate(
      { id: quiz.id, body: { published: !quiz.published } },
      {
        onSuccess: (q) =>
          toast({
            title: q.published ? "Quiz published" : "Quiz unpublished",
            description: q.published
              ? `Learners can now see "${q.title}".`
              : `"${q.title}" is hidden from learners.`,
            variant: "success",
          }),
        onError: (error) => toastError(error),
      },
    );

  return (
    <li
      className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-center"
      data-testid={`quiz-row-${quiz.id}`}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{quiz.title}</span>
          <Badge variant="secondary">{EXAM_LABELS[quiz.examType]}</Badge>
          <Badge variant={quiz.difficulty}>{quiz.difficulty}</Badge>
          {quiz.published ? (
            <Badge variant="easy">Published</Badge>
          ) : (
            <Badge variant="outline">Unpublished</Badge>
          )}
        </div>
        <p className="mt-1 text-sm text-slate-700">
          {quiz.categoryName ?? "No category"} · {KIND_LABELS[quiz.kind]} · {quiz.questionCount} of{" "}
          {quiz.totalQuestions} questions · {quiz.timeLimit} min · {quiz.attemptCount} attempt
          {quiz.attemptCount === 1 ? "" : "s"}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => setIsEditing(true)}
          aria-label={`Edit ${quiz.title}`}
        >
          Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={togglePublished}
          disabled={update.isPending}
          aria-label={`${quiz.published ? "Unpublish" : "Publish"} ${quiz.title}`}
        >
          {quiz.published ? "Unpublish" : "Publish"}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          onClick={() => setIsConfirmingDelete(true)}
          aria-label={`Delete ${quiz.title}`}
        >
          Delete
        </Button>
      </div>
      <EditQuizDialog quiz={quiz} open={isEditing} onOpenChange={setIsEditing} />
      <ConfirmDeleteDialog
        open={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        title="Delete this quiz?"
        description={
          quiz.attemptCount > 0
            ? `Learners have attempted "${quiz.title}". Deleting it would remove their results, so the server will refuse: unpublish it instead.`
            : `"${quiz.title}" will be deleted. Its questions stay in the question bank.`
        }
        deleteLabel="Delete quiz"
        deletedTitle="Quiz deleted"
        isPending={remove.isPending}
        onDelete={(outcome) => remove.mutate(quiz.id, outcome)}
      />
    </li>
  );
}
