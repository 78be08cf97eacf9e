import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { CurrentQuestion } from "../hall/current-question";
import { hallMessages } from "../hall/hall-messages";
import { HallToolbar, HallViewSwitch } from "../hall/hall-parts";
import { SaveIndicator } from "../hall/quiz-frame";
import {
  useAttempt,
  useAttemptStore,
  useCurrent,
  useHallLanguage,
  useIsReadOnly,
  usePaper,
  usePhase,
} from "../hall/use-attempt";
import type { NtaAction } from "./nta-responses";
import { usePendingAnswer } from "./use-pending-answer";

/**
 * NTA's question on screen with its Save, Clear, Mark and Back / Next buttons. It holds the learner's
 * unsaved selection itself, so a tap on an option re-renders this card and nothing else of the hall:
 * on a cheap phone the rest of the hall (tabs, candidate panel, palette) is work a tap need not wait on.
 */
export function NtaQuestionCard({
  leaveCount,
  onOpenSubmit,
}: {
  /** counts the times the hall left the question by its tabs or palette: each drops the selection */
  leaveCount: number;
  onOpenSubmit: () => void;
}) {
  const store = useAttemptStore();
  const total = usePaper().questions.length;
  const { index, current } = useCurrent();
  const phase = usePhase();
  const isReadOnly = useIsReadOnly();
  const language = useHallLanguage();
  const saveStatus = useAttempt((s) => s.saveStatus);
  const t = useT(hallMessages);
  const pending = usePendingAnswer(current.id, leaveCount);
  const isLast = index === total - 1;
  const { act } = pending;
  const perform = useCallback(
    (action: NtaAction, target = index + 1) => {
      const moves = act(action);
      if (moves && target >= 0 && target < total) store.goTo(target);
    },
    [act, store, index, total],
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
        <div className="flex flex-wrap items-center gap-2">
          <HallToolbar />
        </div>
      </div>
      <div data-language={language}>
        <CurrentQuestion answer={pending.answer} onAnswer={pending.choose} deselectable />
      </div>
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
        <HallViewSwitch />
        <SaveIndicator status={saveStatus} />
      </div>
    </section>
  );
}
