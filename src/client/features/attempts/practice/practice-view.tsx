import type { QuizDetail } from "@shared/contract/quizzes";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { useQuizText } from "@/lib/content-language";
import type { SaveStatus } from "../answer-sheet/use-answer-sheet";
import type { SubmitPhase } from "../answer-sheet/use-submit-attempt";
import type { PaletteCounts } from "../hall/exam-hall";
import { hallMessages } from "../hall/hall-messages";
import { QuizFrame, SaveIndicator } from "../hall/quiz-frame";
import { GuessedToggle } from "./guessed-toggle";
import { practiceMessages } from "./practice-messages";
import { QuizSubmitDialog } from "./quiz-submit-dialog";

/** The plain quiz (practice and daily): one question at a time with Previous / Next and a progress bar. */
export function PracticeView({
  quiz,
  examLabel,
  index,
  total,
  timer,
  notes,
  toolbar,
  questionView,
  guessed,
  saveStatus,
  phase,
  counts,
  isRetake,
  goTo,
  onSubmit,
}: {
  quiz: QuizDetail;
  examLabel: string;
  index: number;
  total: number;
  timer: ReactNode;
  notes: ReactNode;
  toolbar: ReactNode;
  questionView: ReactNode;
  /** the attempt and question "I guessed" is for (the question then comes back as a review card) */
  guessed: { attemptId: number; questionId: number };
  saveStatus: SaveStatus;
  phase: SubmitPhase;
  counts: PaletteCounts;
  isRetake: boolean;
  goTo: (position: number) => void;
  onSubmit: () => void;
}) {
  const t = useT(practiceMessages);
  const th = useT(hallMessages);
  const quizText = useQuizText();
  const progress = Math.round(((index + 1) / total) * 100);
  const isLast = index === total - 1;
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <QuizFrame title={quizText.title(quiz)} timer={timer} examType={examLabel} wide={quiz.stimuli.length > 0}>
      <div className="space-y-4">
        {notes}
        <div>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-slate-700">
            <span className="shrink-0">{th("questionNOfTotal", { n: index + 1, total })}</span>
            <SaveIndicator status={saveStatus} />
          </div>
          <div
            role="progressbar"
            aria-label={t("quizProgress")}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={index + 1}
            aria-valuetext={th("questionNOfTotal", { n: index + 1, total })}
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-blue-700 transition-all"
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>
        <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold text-blue-800">{th("questionN", { n: index + 1 })}</p>
            <div className="flex flex-wrap items-center gap-2">{toolbar}</div>
          </div>
          {questionView}
          <div className="mt-4 flex justify-end">
            <GuessedToggle attemptId={guessed.attemptId} questionId={guessed.questionId} />
          </div>
        </section>
        <div className="flex items-center justify-between gap-2">
          <Button variant="outline" onClick={() => goTo(index - 1)} disabled={index === 0}>
            <ChevronLeft className="h-4 w-4" aria-hidden />
            {t("previous")}
          </Button>
          {isLast ? (
            <Button variant="success" onClick={() => setConfirmOpen(true)} disabled={phase !== "running"}>
              {phase === "submitting" ? t("submitting") : t("submitQuiz")}
            </Button>
          ) : (
            <Button onClick={() => goTo(index + 1)}>
              {t("nextQuestion")}
              <ChevronRight className="h-4 w-4" aria-hidden />
            </Button>
          )}
        </div>
      </div>
      <QuizSubmitDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        counts={counts}
        total={total}
        isRetake={isRetake}
        isSubmitting={phase !== "running"}
        onConfirm={() => {
          setConfirmOpen(false);
          onSubmit();
        }}
      />
    </QuizFrame>
  );
}
