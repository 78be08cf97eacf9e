import type { AnswerValue } from "@shared/contract/attempts";
import type { QuizQuestion } from "@shared/contract/quizzes";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { MathHtml } from "@/components/math-html";
import { AsOfNote } from "@/components/question-notes/as-of-note";
import { useT } from "@/i18n/use-t";
import { type Language, localised } from "@/lib/question-language";
import { cn } from "@/lib/utils";
import { hallMessages } from "./hall-messages";
import { NumericKeypad } from "./numeric-keypad";

/** The question on screen, drawn by the page around it with the answer a hall shows. */
export type RenderQuestion = (
  answer: AnswerValue | undefined,
  onAnswer: (value: AnswerValue | null) => void,
) => ReactNode;
export const OPTION_LETTERS = ["A", "B", "C", "D", "E", "F"] as const;

const optionClass = (isChosen: boolean, readOnly: boolean) =>
  cn(
    // no colour transition and no :has() focus ring: on a cheap phone each costs a tap frames of
    // style and paint work (decision 0028); the ring sits on the input itself
    "flex items-start gap-3 rounded-lg border p-3 sm:p-4",
    isChosen ? "border-blue-700 bg-blue-50" : "border-slate-300 bg-white hover:bg-slate-50",
    readOnly ? "cursor-not-allowed opacity-80" : "cursor-pointer",
  );

function OptionText({ index, text }: { index: number; text: string }) {
  return (
    <span className="min-w-0 text-slate-900">
      <span className="mr-1 font-semibold">({OPTION_LETTERS[index] ?? index + 1})</span>
      <MathHtml html={text} />
    </span>
  );
}

/**
 * One question and the input its type takes: a radio group (single correct), checkboxes
 * (multiple correct), or the on-screen keypad (numerical value). `onAnswer(null)` empties it.
 */
export function QuestionView({
  question,
  number,
  language,
  answer,
  onAnswer,
  readOnly = false,
  deselectable = false,
}: {
  question: QuizQuestion;
  number: number;
  language: Language;
  answer: AnswerValue | undefined;
  onAnswer: (value: AnswerValue | null) => void;
  readOnly?: boolean;
  /** a click on the chosen option deselects it (NTA's instructions) */
  deselectable?: boolean;
}) {
  const t = useT(hallMessages);
  const text = localised(question, language);
  const headingId = `question-${question.id}-text`;
  const type = question.type ?? "single";
  return (
    <div lang={text.lang}>
      <h2 id={headingId} className="text-base font-medium leading-relaxed text-slate-900 sm:text-lg">
        <span className="sr-only">{t("questionNSr", { n: number })}</span>
        <MathHtml html={text.question} className="whitespace-pre-line" />
      </h2>
      <AsOfNote asOf={question.asOf} />
      {type === "numerical" ? (
        <NumericKeypad
          value={typeof answer === "number" ? answer : undefined}
          onChange={onAnswer}
          labelledBy={headingId}
          readOnly={readOnly}
        />
      ) : type === "multiple" ? (
        <MultipleChoice
          questionId={question.id}
          headingId={headingId}
          options={text.options}
          chosen={Array.isArray(answer) ? answer : []}
          onAnswer={onAnswer}
          readOnly={readOnly}
        />
      ) : (
        <SingleChoice
          questionId={question.id}
          headingId={headingId}
          options={text.options}
          chosen={typeof answer === "number" ? answer : undefined}
          onAnswer={onAnswer}
          readOnly={readOnly}
          deselectable={deselectable}
        />
      )}
    </div>
  );
}

/**
 * Native radio buttons, one group per question: the browser gives them their role, checked state and
 * arrow keys, with no script to load or run before the first choice (a cheap phone feels the difference).
 */
function SingleChoice({
  questionId,
  headingId,
  options,
  chosen,
  onAnswer,
  readOnly,
  deselectable,
}: {
  questionId: number;
  headingId: string;
  options: string[];
  chosen: number | undefined;
  onAnswer: (value: AnswerValue | null) => void;
  readOnly: boolean;
  deselectable: boolean;
}) {
  return (
    <div
      role="radiogroup"
      aria-labelledby={headingId}
      aria-disabled={readOnly || undefined}
      className="mt-5 grid gap-3"
    >
      {options.map((option, index) => {
        const id = `q${questionId}-option-${index}`;
        const isChosen = chosen === index;
        return (
          <label key={id} htmlFor={id} className={optionClass(isChosen, readOnly)}>
            <span className="relative mt-0.5 flex h-5 w-5 shrink-0">
              <input
                id={id}
                type="radio"
                name={`q${questionId}`}
                value={index}
                checked={isChosen}
                disabled={readOnly}
                onChange={() => onAnswer(index)}
                onClick={() => {
                  // a click on the chosen option changes nothing natively; NTA's rule deselects it
                  if (deselectable && isChosen && !readOnly) onAnswer(null);
                }}
                className="peer h-5 w-5 appearance-none rounded-full border-2 border-slate-500 checked:border-blue-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2"
              />
              <span
                className="pointer-events-none absolute inset-[5px] hidden rounded-full bg-blue-700 peer-checked:block"
                aria-hidden
              />
            </span>
            <OptionText index={index} text={option} />
          </label>
        );
      })}
    </div>
  );
}

function MultipleChoice({
  questionId,
  headingId,
  options,
  chosen,
  onAnswer,
  readOnly,
}: {
  questionId: number;
  headingId: string;
  options: string[];
  chosen: readonly number[];
  onAnswer: (value: AnswerValue | null) => void;
  readOnly: boolean;
}) {
  const t = useT(hallMessages);
  const toggle = (index: number, isChecked: boolean) => {
    const next = isChecked ? [...chosen, index] : chosen.filter((i) => i !== index);
    const sorted = [...new Set(next)].sort((a, b) => a - b);
    onAnswer(sorted.length > 0 ? sorted : null);
  };
  return (
    <fieldset className="mt-5" aria-labelledby={headingId} disabled={readOnly}>
      <legend className="mb-2 text-sm text-slate-700">{t("selectOneOrMore")}</legend>
      <div className="grid gap-3">
        {options.map((option, index) => {
          const id = `q${questionId}-option-${index}`;
          const isChosen = chosen.includes(index);
          return (
            <label key={id} htmlFor={id} className={optionClass(isChosen, readOnly)}>
              <span className="relative mt-0.5 flex h-5 w-5 shrink-0">
                <input
                  id={id}
                  type="checkbox"
                  checked={isChosen}
                  onChange={(e) => toggle(index, e.target.checked)}
                  className="peer h-5 w-5 appearance-none rounded border-2 border-slate-500 checked:border-blue-700 checked:bg-blue-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2"
                />
                <Check
                  className="pointer-events-none absolute inset-0.5 hidden h-4 w-4 text-white peer-checked:block"
                  aria-hidden
                />
              </span>
              <OptionText index={index} text={option} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
