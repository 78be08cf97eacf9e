import { ChevronLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type tcsEnglish from "@/i18n/locales/en/tcs.json";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { formatMarks } from "@/lib/format";
import { formatClock } from "@/lib/utils";
import { CurrentQuestion } from "../hall/current-question";
import { hallMessages } from "../hall/hall-messages";
import { SaveIndicator } from "../hall/quiz-frame";
import { useAttempt, useCurrent, useHallLanguage, useIsReadOnly, usePaper } from "../hall/use-attempt";
import type { NextStep } from "./tcs-hall";
import { tcsMessages } from "./tcs-messages";
import { useInstantChoice } from "./use-instant-choice";

/** Why Save & Next stayed on a question: the next section is not open yet, or the paper ends here. */
export type NextNotice = Exclude<NextStep, { kind: "question" }> & { questionId: number };

/** The question on screen with the hall's buttons: Mark for Review & Next, Clear Response, Save & Next. */
export function TcsQuestionPanel({
  sectionName,
  toolbar,
  canAdvance,
  previousId,
  canGoTo,
  onGoTo,
  onAdvance,
  notice,
  sectionClosesInMs,
}: {
  sectionName: string | undefined;
  toolbar: ReactNode;
  canAdvance: boolean;
  previousId: number | undefined;
  canGoTo: (questionId: number) => boolean;
  onGoTo: (questionId: number) => void;
  /** Save & Next (false) or Mark for Review & Next (true) */
  onAdvance: (mark: boolean) => void;
  notice: NextNotice | null;
  sectionClosesInMs: number | null;
}) {
  const { quiz, questions } = usePaper();
  const total = questions.length;
  const { index, current } = useCurrent();
  const number = index + 1;
  const language = useHallLanguage();
  const isReadOnly = useIsReadOnly();
  const saveStatus = useAttempt((s) => s.saveStatus);
  const t = useT(tcsMessages);
  const contentName = useContentName();
  const th = useT(hallMessages);
  // the choice shows in this panel at once; the rest of the hall follows after the tap's frame
  const choice = useInstantChoice(current.id);
  const marks = {
    correct: formatMarks(quiz.marking.correct, { signed: true }),
    wrong: formatMarks(quiz.marking.wrong, { signed: true }),
  };
  return (
    <section
      aria-label={th("questionN", { n: number })}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-3">
        <div>
          <p className="text-sm font-semibold text-blue-800">
            {th("questionNOfTotal", { n: number, total })}
          </p>
          <p className="text-xs text-slate-700">
            {sectionName ? t("sectionMarks", { section: sectionName, ...marks }) : t("marks", marks)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">{toolbar}</div>
      </div>
      <div data-language={language}>
        <CurrentQuestion answer={choice.answer} onAnswer={choice.choose} />
      </div>
      {notice ? (
        <p
          role="status"
          data-testid="next-notice"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          {noticeText(t, notice, sectionName, sectionClosesInMs, contentName)}
        </p>
      ) : null}
      <div className="mt-6 grid grid-cols-2 gap-2 border-t border-slate-200 pt-4 sm:flex sm:flex-wrap">
        <Button variant="reviewOutline" disabled={isReadOnly} onClick={() => onAdvance(true)}>
          {th("markReviewNext")}
        </Button>
        <Button
          variant="outline"
          disabled={isReadOnly || choice.answer === undefined}
          onClick={() => choice.choose(null)}
        >
          {th("clearResponse")}
        </Button>
        <Button
          variant="outline"
          className="sm:ml-auto"
          onClick={() => previousId !== undefined && onGoTo(previousId)}
          disabled={previousId === undefined || !canGoTo(previousId)}
        >
          <ChevronLeft className="h-4 w-4" aria-hidden />
          {t("previous")}
        </Button>
        <Button variant="success" disabled={!canAdvance} onClick={() => onAdvance(false)}>
          {th("saveNext")}
        </Button>
      </div>
      <div className="mt-3 text-right">
        <SaveIndicator status={saveStatus} />
      </div>
    </section>
  );
}

function noticeText(
  t: ReturnType<typeof useT<keyof typeof tcsEnglish>>,
  notice: NextNotice,
  sectionName: string | undefined,
  closesInMs: number | null,
  contentName: (name: string) => string,
): string {
  if (notice.kind === "end") return t("lastOfPaper");
  const values = { section: sectionName ?? t("thisSection"), next: contentName(notice.sectionName) };
  if (closesInMs === null) return t("lastOfSection", values);
  return t("lastOfSectionIn", { ...values, time: formatClock(Math.max(0, closesInMs) / 1000) });
}
