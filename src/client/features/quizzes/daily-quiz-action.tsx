import type { DailyQuiz } from "@shared/contract/quizzes";
import { CheckCircle2 } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { Link } from "@/lib/router";
import { quizzesMessages } from "./quizzes-messages";

/**
 * What today's quiz offers: Start while the learner has not submitted it; once they have, their
 * result ("Completed · 7/10", View result) and a retake that says it earns no points.
 */
export function DailyQuizAction({ quiz, startLabel }: { quiz: DailyQuiz; startLabel: string }) {
  const t = useT(quizzesMessages);
  if (quiz.status !== "completed" || quiz.lastAttemptId == null) {
    return (
      <Link to={`/quiz/${quiz.id}`} className={buttonVariants({ size: "tall" })}>
        {startLabel}
      </Link>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="daily-quiz-completed">
      <p className="inline-flex items-center gap-1.5 font-semibold text-green-800">
        <CheckCircle2 className="h-5 w-5" aria-hidden />
        {t("completed")}
        {quiz.lastCorrect != null ? ` · ${quiz.lastCorrect}/${quiz.totalQuestions}` : null}
      </p>
      <Link to={`/results/${quiz.lastAttemptId}`} className={buttonVariants({ size: "tall" })}>
        {t("viewResult")}
      </Link>
      <Link
        to={`/quiz/${quiz.id}`}
        className={buttonVariants({ variant: "outline", size: "tall" })}
        title={t("practiceAgain")}
      >
        {t("retakeNoPoints")}
      </Link>
    </div>
  );
}
