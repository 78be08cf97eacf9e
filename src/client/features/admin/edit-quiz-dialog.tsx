import { type AdminQuiz, updateQuizBodySchema } from "@shared/contract/admin";
import { type FormEvent, useState } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormActions } from "@/components/ui/form-actions";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { toastInvalid, useFormErrors } from "./form-errors";
import { paperBody, paperDraftOf, rulesLackBase } from "./paper-draft";
import { draftBody, type QuizDraft, QuizFields } from "./quiz-fields";
import { adminQuizzesMessages } from "./quizzes-messages";
import { useUpdateQuiz } from "./use-admin-quizzes";

export function EditQuizDialog({
  quiz,
  open,
  onOpenChange,
}: {
  quiz: AdminQuiz;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(adminQuizzesMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("editTitle", { title: quiz.title })} size="2xl">
        {/* mounted on each open, so the form starts from the quiz as it is now */}
        <EditQuizForm quiz={quiz} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EditQuizForm({ quiz, onDone }: { quiz: AdminQuiz; onDone: () => void }) {
  const t = useT(adminQuizzesMessages);
  const update = useUpdateQuiz();
  const [draft, setDraft] = useState<QuizDraft>({
    title: quiz.title,
    description: quiz.description,
    titleHi: quiz.titleHi ?? "",
    descriptionHi: quiz.descriptionHi ?? "",
    categoryId: quiz.categoryId === null ? "" : String(quiz.categoryId),
    timeLimit: String(quiz.timeLimit),
    totalQuestions: String(quiz.totalQuestions),
    kind: quiz.kind,
    difficulty: quiz.difficulty,
    year: quiz.year === null ? "" : String(quiz.year),
    paper: paperDraftOf(quiz),
  });
  const [loadedPaper] = useState(() => JSON.stringify(paperBody(paperDraftOf(quiz))));
  const { errors, check, showServerError } = useFormErrors();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rulesLackBase(draft.paper)) return toastInvalid(t("rulesNeedBase"));
    const { categoryId, year, sections, markingScheme, markingCorrect, markingWrong, ...rest } =
      draftBody(draft);
    // the sections and marking go only when edited: a quiz following its exam's marking keeps following it
    const paper = { sections, markingScheme, markingCorrect, markingWrong };
    const body = check(updateQuizBodySchema, {
      ...rest,
      ...(JSON.stringify(paper) !== loadedPaper ? paper : {}),
      ...(categoryId !== undefined ? { categoryId } : {}),
      year: draft.year.trim() ? year : null,
    });
    if (!body) return;
    update.mutate(
      { id: quiz.id, body },
      {
        onSuccess: () => {
          toast({ title: t("updated"), variant: "success" });
          onDone();
        },
        onError: showServerError,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <QuizFields idPrefix={`edit-quiz-${quiz.id}`} draft={draft} setDraft={setDraft} errors={errors} />
      <FormActions
        onCancel={onDone}
        isPending={update.isPending}
        pendingLabel={t("saving")}
        submitLabel={t("saveChanges")}
      />
    </form>
  );
}
