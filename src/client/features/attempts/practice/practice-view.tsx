import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { useQuizText } from "@/lib/content-language";
import { useExamName } from "@/lib/exam-names";
import { CurrentQuestion } from "../hall/current-question";
import { hallMessages } from "../hall/hall-messages";
import { HallNotes, HallTimer, HallToolbar } from "../hall/hall-parts";
import { QuizFrame, SaveIndicator } from "../hall/quiz-frame";
import { useAttempt, useAttemptStore, useCurrent, usePaper, usePhase } from "../hall/use-attempt";
import { GuessedToggle } from "./guessed-toggle";
import { practiceMessages } from "./practice-messages";
import { QuizSubmitDialog } from "./quiz-submit-dialog";

/** The plain quiz (practice and daily): one question at a time with Previous / Next and a progress bar. */
export function PracticeView() {
  const store = useAttemptStore();
  const { quiz, attemptId, questions } = usePaper();
  const { index, current } = useCurrent();
  const phase = usePhase();
  const saveStatus = useAttempt((s) => s.saveStatus);
  const answer = useAttempt((s) => s.sheet.answers[String(current.id)]);
  const examName = useExamName();
  const total = questions.length;
  const t = useT(practiceMessages);
  const th = useT(hallMessages);
  const quizText = useQuizText();
  const progress = Math.round(((index + 1) / total) * 100);
  const isLast = index === total - 1;
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <QuizFrame
      title={quizText.title(quiz)}
      timer={<HallTimer />}
      examType={examName(quiz.examType)}
      wide={quiz.stimuli.length > 0}
    >
      <div className="space-y-4">
        <HallNotes />
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
            <div className="flex flex-wrap items-center gap-2">
              <HallToolbar />
            </div>
          </div>
          <CurrentQuestion answer={answer} onAnswer={(value) => store.answer(current.id, value)} />
          <div className="mt-4 flex justify-end">
            <GuessedToggle attemptId={attemptId} questionId={current.id} />
          </div>
        </section>
        <div className="flex items-center justify-between gap-2">
          <Button variant="outline" onClick={() => store.goTo(index - 1)} disabled={index === 0}>
            <ChevronLeft className="h-4 w-4" aria-hidden />
            {t("previous")}
          </Button>
          {isLast ? (
            <Button variant="success" onClick={() => setConfirmOpen(true)} disabled={phase !== "running"}>
              {phase === "submitting" ? t("submitting") : t("submitQuiz")}
            </Button>
          ) : (
            <Button onClick={() => store.goTo(index + 1)}>
              {t("nextQuestion")}
              <ChevronRight className="h-4 w-4" aria-hidden />
            </Button>
          )}
        </div>
      </div>
      <QuizSubmitDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        isSubmitting={phase !== "running"}
        onConfirm={() => {
          setConfirmOpen(false);
          store.submit();
        }}
      />
    </QuizFrame>
  );
}
