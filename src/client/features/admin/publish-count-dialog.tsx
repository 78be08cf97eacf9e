import type { AdminQuiz } from "@shared/contract/admin";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { adminQuizzesMessages } from "./quizzes-messages";

/**
 * Asked before publishing a quiz that holds another number of questions than it declares: the
 * server publishes it with the questions it holds, so the admin sees the count change first.
 */
export function PublishCountDialog({
  quiz,
  open,
  onOpenChange,
  onPublish,
  isPending,
}: {
  quiz: AdminQuiz;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPublish: () => void;
  isPending: boolean;
}) {
  const t = useT(adminQuizzesMessages);
  const held = { count: quiz.questionCount, countText: formatNumber(quiz.questionCount) };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("publishCountTitle", held)}
        description={t("publishCountText", {
          title: quiz.title,
          ...held,
          declared: quiz.totalQuestions,
          declaredText: formatNumber(quiz.totalQuestions),
        })}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("keepDraft")}
          </Button>
          <Button disabled={isPending} onClick={onPublish}>
            {t("publishWithCount", held)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
