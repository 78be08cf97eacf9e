import * as RadioGroup from "@radix-ui/react-radio-group";
import type { AnswerValue } from "@shared/contract/attempts";
import type { QuizQuestion } from "@shared/contract/quizzes";
import { MathText } from "@/components/math-text";
import { cn } from "@/lib/utils";

export type Language = "en" | "hi";
export const OPTION_LETTERS = ["A", "B", "C", "D", "E", "F"] as const;

/** The question's text and options in the chosen language (English when it has no Hindi). */
export function localised(question: Pick<QuizQuestion, "question" | "options" | "hi">, language: Language) {
  if (language === "hi" && question.hi) return { ...question.hi, lang: "hi" as const };
  return { question: question.question, options: question.options, lang: "en" as const };
}

/** One question with its options as a labelled radio group. */
export function QuestionView({
  question,
  number,
  language,
  answer,
  onChoose,
  readOnly = false,
}: {
  question: QuizQuestion;
  number: number;
  language: Language;
  answer: AnswerValue | undefined;
  onChoose: (optionIndex: number) => void;
  readOnly?: boolean;
}) {
  const chosen = typeof answer === "number" ? answer : undefined;
  const text = localised(question, language);
  const headingId = `question-${question.id}-text`;
  return (
    <div lang={text.lang}>
      <h2 id={headingId} className="text-base font-medium leading-relaxed text-slate-900 sm:text-lg">
        <span className="sr-only">Question {number}: </span>
        <MathText text={text.question} className="whitespace-pre-line" />
      </h2>
      <RadioGroup.Root
        aria-labelledby={headingId}
        value={chosen === undefined ? "" : String(chosen)}
        onValueChange={(value) => onChoose(Number(value))}
        disabled={readOnly}
        className="mt-5 grid gap-3"
      >
        {text.options.map((option, index) => {
          const id = `q${question.id}-option-${index}`;
          const isChosen = chosen === index;
          return (
            <label
              key={id}
              htmlFor={id}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors sm:p-4",
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-600 has-[:focus-visible]:ring-offset-1",
                isChosen ? "border-blue-700 bg-blue-50" : "border-slate-300 bg-white hover:bg-slate-50",
                readOnly && "cursor-not-allowed opacity-80",
              )}
            >
              <RadioGroup.Item
                id={id}
                value={String(index)}
                className={cn(
                  "mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 focus:outline-none",
                  isChosen ? "border-blue-700" : "border-slate-500",
                )}
              >
                <RadioGroup.Indicator className="h-2.5 w-2.5 rounded-full bg-blue-700" />
              </RadioGroup.Item>
              <span className="text-slate-900">
                <span className="mr-1 font-semibold">({OPTION_LETTERS[index] ?? index + 1})</span>
                <MathText text={option} />
              </span>
            </label>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}
