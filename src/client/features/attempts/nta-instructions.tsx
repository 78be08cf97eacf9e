import type { QuizDetail } from "@shared/contract/quizzes";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { formatMarks } from "@/lib/format";
import { formatClock } from "@/lib/utils";
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
  const [agreed, setAgreed] = useState(false);
  const checkboxId = useId();
  const hasNumerical = quiz.questions.some((q) => q.type === "numerical");
  const hasMultiple = quiz.questions.some((q) => q.type === "multiple");
  return (
    <QuizFrame title={quiz.title} examType={examLabel} timer={timer} wide>
      <article className="mx-auto max-w-4xl rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
        <h2 className="text-center text-xl font-bold text-slate-900">General Instructions</h2>
        <p className="mt-1 text-center text-sm font-semibold text-slate-700">
          Please read the instructions carefully
        </p>
        <ol className="mt-6 list-decimal space-y-3 pl-5 text-sm leading-relaxed text-slate-900">
          <li>Total duration of the test is {quiz.timeLimit} minutes.</li>
          <li>
            The clock is set at the server. The countdown timer in the top right corner of the screen shows
            the time remaining. When it reaches zero the test ends by itself: you need not submit it.{" "}
            <strong>
              Here the clock started when you opened the test; {formatClock(Math.max(0, remainingMs) / 1000)}{" "}
              remain.
            </strong>
          </li>
          <li>
            The Question Palette on the right of the screen (behind the <em>Question Palette</em> button on a
            phone) shows the status of each question:
            <NtaPaletteLegend withMeaning className="mt-3" />
          </li>
          <li>
            Marked for Review only reminds you to look at a question again. An answered question marked for
            review is evaluated.
          </li>
        </ol>
        <h3 className="mt-6 font-semibold text-slate-900">Navigating to a Question</h3>
        <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm leading-relaxed text-slate-900" start={5}>
          <li>
            Click a question number in the Question Palette to go to that question directly.{" "}
            <strong>This does NOT save your answer to the current question.</strong>
          </li>
          <li>Click Save &amp; Next to save your answer for the current question and go to the next one.</li>
          <li>
            Click Save &amp; Mark for Review, or Mark for Review &amp; Next, to save your answer for the
            current question, mark it for review and go to the next one.
          </li>
          <li>Back and Next move between questions without saving, as the palette does.</li>
        </ol>
        <h3 className="mt-6 font-semibold text-slate-900">Answering a Question</h3>
        <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm leading-relaxed text-slate-900" start={9}>
          <li>
            Multiple choice: click an option to select it; click another to change it; click the chosen option
            again or Clear Response to deselect it.{" "}
            <strong>To save your answer you MUST click one of the Save buttons.</strong>
            {hasMultiple ? " Where one or more options can be correct, tick every one you choose." : ""}
          </li>
          {hasNumerical ? (
            <li>
              Numerical value: enter the number with the on-screen keypad (digits, minus sign, decimal point,
              Backspace). The computer&apos;s keyboard is disabled for answers, as in the exam hall.
            </li>
          ) : null}
          <li>To change a saved answer, go to the question, choose again and save it.</li>
          <li>
            Subjects are shown as tabs above the question: click one to see its questions. The subject you are
            viewing is highlighted.
          </li>
          <li>
            Marking: {formatMarks(quiz.marking.correct, { signed: true })} for a correct answer,{" "}
            {formatMarks(quiz.marking.wrong, { signed: true })} for a wrong one, 0 for a question not
            answered.
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
            <span>
              I have read and understood the instructions. I agree to follow them throughout this test.
            </span>
          </label>
          <div className="mt-4 flex justify-center">
            <Button size="lg" disabled={!agreed} onClick={onReady}>
              I am ready to begin
            </Button>
          </div>
        </div>
      </article>
    </QuizFrame>
  );
}
