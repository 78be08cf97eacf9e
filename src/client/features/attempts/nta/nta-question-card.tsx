import type { QuizQuestion } from "@shared/contract/quizzes";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, useCallback } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import type { Language } from "@/lib/question-language";
import type { useAnswerSheet } from "../answer-sheet/use-answer-sheet";
import type { SubmitPhase } from "../answer-sheet/use-submit-attempt";
import { hallMessages } from "../hall/hall-messages";
import type { RenderQuestion } from "../hall/question-view";
import { SaveIndicator } from "../hall/quiz-frame";
import type { NtaAction } from "./nta-responses";
import { usePendingAnswer } from "./use-pending-answer";

type SheetState = ReturnType<typeof useAnswerSheet>;

/**
 * NTA's question on screen with its Save, Clear, Mark and Back / Next buttons. It holds the learner's
 * unsaved selection itself, so a tap on an option re-renders this card and nothing else of the hall:
 * on a cheap phone the rest of the hall (tabs, candidate panel, palette) is work a tap need not wait on.
 */
export function NtaQuestionCard({
  index,
  total,
  current,
  toolbar,
  language,
  renderQuestion,
  sheet,
  phase,
  isReadOnly,
  leaveCount,
  goTo,
  onOpenSubmit,
  viewSwitch,
}: {
  index: number;
  total: number;
  current: QuizQuestion;
  toolbar: ReactNode;
  language: Language;
  renderQuestion: RenderQuestion;
  sheet: SheetState;
  phase: SubmitPhase;
  isReadOnly: boolean;
  /** counts the times the hall left the question by its tabs or palette: each drops the selection */
  leaveCount: number;
  goTo: (position: number) => void;
  onOpenSubmit: () => void;
  viewSwitch: ReactNode;
}) {
  const t = useT(hallMessages);
  const pending = usePendingAnswer(sheet, current.id, leaveCount);
  const isLast = index === total - 1;
  const { act } = pending;
  const perform = useCallback(
    (action: NtaAction, target = index + 1) => {
      const moves = act(action);
      if (moves && target >= 0 && target < total) goTo(target);
    },
    [act, goTo, index, total],
  );

  return (
    <section
      aria-label={t("questionN", { n: index + 1 })}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-3">
        <p className="text-base font-bold text-slate-900">
          {t("questionNColon", { n: index + 1 })}
          <span className="sr-only"> {t("questionNOfTotal", { n: index + 1, total })}</span>
        </p>
        <div className="flex flex-wrap items-center gap-2">{toolbar}</div>
      </div>
      <div data-language={language}>{renderQuestion(pending.answer, pending.choose)}</div>
      <div className="mt-6 grid grid-cols-2 gap-2 border-t border-slate-200 pt-4 sm:flex sm:flex-wrap">
        <Button variant="success" disabled={isReadOnly} onClick={() => perform("save_next")}>
          {t("saveNext")}
        </Button>
        <Button
          variant="outline"
          disabled={isReadOnly || pending.answer === undefined}
          onClick={() => perform("clear")}
        >
          {t("clearResponse")}
        </Button>
        <Button variant="review" disabled={isReadOnly} onClick={() => perform("save_mark")}>
          {t("saveMarkReview")}
        </Button>
        <Button variant="reviewNext" disabled={isReadOnly} onClick={() => perform("mark_next")}>
          {t("markReviewNext")}
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-100 p-2">
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => perform("leave", index - 1)} disabled={index === 0}>
            <ChevronLeft className="h-4 w-4" aria-hidden />
            {t("back")}
          </Button>
          <Button variant="outline" onClick={() => perform("leave", index + 1)} disabled={isLast}>
            {t("next")}
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </div>
        <Button variant="success" onClick={onOpenSubmit} disabled={phase !== "running"}>
          {t("submit")}
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        {viewSwitch}
        <SaveIndicator status={sheet.status} />
      </div>
    </section>
  );
}
