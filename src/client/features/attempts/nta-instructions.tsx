import type { QuizDetail } from "@shared/contract/quizzes";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { useQuizText } from "@/lib/content-language";
import { formatMarks } from "@/lib/format";
import { formatClock } from "@/lib/utils";
import { hallMessages } from "./hall-messages";
import { ntaInstructionsMessages } from "./nta-instructions-messages";
import { NtaPaletteLegend } from "./nta-palette-legend";
import { QuizFrame } from "./quiz-frame";

/**
 * NTA's instructions page, read before the hall opens: the general instructions, the palette's
 * symbols, how to move and answer, then the declaration and "I am ready to begin" (enabled only
 * once the declaration is ticked). The attempt's clock is the server's and already runs: the page
 * says so rather than pretend otherwise.
 */
export function NtaInstructions({
  quiz,
  examLabel,
  timer,
  remainingMs,
  onReady,
}: {
  quiz: QuizDetail;
  examLabel: string;
  timer: ReactNode;
  remainingMs: number;
  onReady: () => void;
}) {
  const t = useT(hallMessages);
  const ti = useT(ntaInstructionsMessages);
  const quizText = useQuizText();
  const [agreed, setAgreed] = useState(false);
  const checkboxId = useId();
  const hasNumerical = quiz.questions.some((q) => q.type === "numerical");
  const hasMultiple = quiz.questions.some((q) => q.type === "multiple");
  return (
    <QuizFrame title={quizText.title(quiz)} examType={examLabel} timer={timer} wide>
      <article className="mx-auto max-w-4xl rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
        <h2 className="text-center text-xl font-bold text-slate-900">{ti("instrTitle")}</h2>
        <p className="mt-1 text-center text-sm font-semibold text-slate-700">{ti("instrReadCarefully")}</p>
        <ol className="mt-6 list-decimal space-y-3 pl-5 text-sm leading-relaxed text-slate-900">
          <li>{ti("instrDuration", { minutes: quiz.timeLimit })}</li>
          <li>
            {ti("instrClock")}{" "}
            <strong>{ti("instrClockStarted", { time: formatClock(Math.max(0, remainingMs) / 1000) })}</strong>
          </li>
          <li>
            {ti("instrPaletteBefore")} <em>{t("questionPaletteButton")}</em> {ti("instrPaletteAfter")}
            <NtaPaletteLegend withMeaning className="mt-3" />
          </li>
          <li>{ti("instrMarked")}</li>
        </ol>
        <h3 className="mt-6 font-semibold text-slate-900">{ti("instrNavigating")}</h3>
        <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm leading-relaxed text-slate-900" start={5}>
          <li>
            {ti("instrPaletteClick")} <strong>{ti("instrPaletteNoSave")}</strong>
          </li>
          <li>{ti("instrSaveNext")}</li>
          <li>{ti("instrMarkNext")}</li>
          <li>{ti("instrBackNext")}</li>
        </ol>
        <h3 className="mt-6 font-semibold text-slate-900">{ti("instrAnswering")}</h3>
        <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm leading-relaxed text-slate-900" start={9}>
          <li>
            {ti("instrChoice")} <strong>{ti("instrMustSave")}</strong>
            {hasMultiple ? ` ${ti("instrMultiple")}` : ""}
          </li>
          {hasNumerical ? <li>{ti("instrNumerical")}</li> : null}
          <li>{ti("instrChange")}</li>
          <li>{ti("instrSubjects")}</li>
          <li>
            {ti("instrMarking", {
              correct: formatMarks(quiz.marking.correct, { signed: true }),
              wrong: formatMarks(quiz.marking.wrong, { signed: true }),
            })}
          </li>
        </ol>
        <div className="mt-8 border-t border-slate-200 pt-4">
          <label htmlFor={checkboxId} className="flex items-start gap-3 text-sm text-slate-900">
            <input
              id={checkboxId}
              type="checkbox"
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
              className="mt-0.5 h-5 w-5 shrink-0 accent-blue-700"
            />
            <span>{ti("instrDeclaration")}</span>
          </label>
          <div className="mt-4 flex justify-center">
            <Button size="lg" disabled={!agreed} onClick={onReady}>
              {ti("instrReady")}
            </Button>
          </div>
        </div>
      </article>
    </QuizFrame>
  );
}
