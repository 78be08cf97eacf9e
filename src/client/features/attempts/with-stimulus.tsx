import type { QuizDetail, Stimulus } from "@shared/contract/quizzes";
import type { ReactNode } from "react";
import { MathText } from "@/components/math-text";
import type { Language } from "./question-view";

/** The stimulus a question shares with others (a passage, table or figure), or null. */
export function stimulusOf(quiz: Pick<QuizDetail, "stimuli">, question: { stimulusId?: number | null }) {
  if (question.stimulusId == null) return null;
  return quiz.stimuli.find((s) => s.id === question.stimulusId) ?? null;
}

/**
 * A question beside the passage, table or figure it shares: side by side on a wide screen, the
 * stimulus collapsible above the question on a phone. Without a stimulus, the question alone.
 */
export function WithStimulus({
  stimulus,
  language,
  children,
}: {
  stimulus: Stimulus | null;
  language: Language;
  children: ReactNode;
}) {
  if (!stimulus) return <>{children}</>;
  const text = language === "hi" && stimulus.hi ? stimulus.hi : stimulus;
  return (
    <div className="lg:grid lg:grid-cols-2 lg:gap-6" data-testid="with-stimulus">
      <details open className="mb-4 rounded-md border border-slate-200 bg-slate-50 p-3 lg:mb-0">
        <summary className="cursor-pointer text-sm font-medium text-slate-700">
          {text.title || "Read the passage"}
        </summary>
        {stimulus.image ? (
          <img
            src={stimulus.image.url}
            alt={stimulus.image.alt}
            width={stimulus.image.width}
            height={stimulus.image.height}
            className="mt-2 h-auto max-w-full"
          />
        ) : null}
        <MathText text={text.body} className="mt-2 block whitespace-pre-line text-sm leading-relaxed" />
      </details>
      <div>{children}</div>
    </div>
  );
}
