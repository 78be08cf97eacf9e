import type { ReviewItem } from "@shared/contract/attempts";
import { Check, CircleDot, CircleSlash, X } from "lucide-react";
import { ReportQuestionButton } from "@/components/feedback/report-question-button";
import { MathHtml } from "@/components/math-html";
import { SourceNote } from "@/components/question-notes/source-note";
import { Card } from "@/components/ui/card";
import { useT } from "@/i18n/use-t";
import { formatMarks } from "@/lib/format";
import { formatNumber } from "@/lib/indian-formats";
import { explanationIn, type Language, localised } from "@/lib/question-language";
import { cn } from "@/lib/utils";
import { HindiMissingNotice } from "../hall/language-switch";
import { OPTION_LETTERS } from "../hall/question-view";
import { QuestionTimeNote } from "./question-time-note";
import { resultsMessages } from "./results-messages";
import { reviewContext } from "./review-context";
import { isChosenOption, isKeyOption, typedValue } from "./review-key";

const OUTCOME_LOOK = {
  correct: {
    words: "outcomeCorrect",
    icon: <Check className="h-4 w-4" aria-hidden />,
    tone: "bg-green-100 text-green-900",
  },
  partial: {
    words: "outcomePartial",
    icon: <CircleDot className="h-4 w-4" aria-hidden />,
    tone: "bg-amber-100 text-amber-900",
  },
  wrong: {
    words: "outcomeWrong",
    icon: <X className="h-4 w-4" aria-hidden />,
    tone: "bg-red-100 text-red-900",
  },
  skipped: {
    words: "outcomeSkipped",
    icon: <CircleSlash className="h-4 w-4" aria-hidden />,
    tone: "bg-slate-100 text-slate-800",
  },
} as const;

/** A numerical answer: the value typed beside the accepted value or range. */
function NumericalAnswer({ item }: { item: ReviewItem }) {
  const t = useT(resultsMessages);
  const typed = typedValue(item);
  const key = item.numericAnswer;
  return (
    <div className="mt-3 flex flex-wrap gap-2 text-sm" data-testid="numerical-answer">
      <span
        className={cn(
          "rounded-lg border px-3 py-1.5 font-semibold",
          typed === null
            ? "border-slate-200 bg-white text-slate-700"
            : item.isCorrect
              ? "border-green-700 bg-green-50 text-green-900"
              : "border-red-700 bg-red-50 text-red-900",
        )}
      >
        {typed === null ? t("notAnswered") : t("numericTyped", { value: formatNumber(typed) })}
      </span>
      {key ? (
        <span className="rounded-lg border border-green-700 bg-green-50 px-3 py-1.5 font-semibold text-green-900">
          {key.min === key.max
            ? t("numericExact", { value: formatNumber(key.min) })
            : t("numericRange", { min: formatNumber(key.min), max: formatNumber(key.max) })}
        </span>
      ) : null}
    </div>
  );
}

/** One reviewed question: the outcome and marks, the options with the chosen and correct one, the explanation. */
export function ReviewCard({
  item,
  number,
  language,
}: {
  item: ReviewItem;
  number: number;
  language: Language;
}) {
  const t = useT(resultsMessages);
  const text = localised(item, language);
  const explanation = explanationIn(item.html.explanation, item.html.explanationHi, language).text;
  const outcome = OUTCOME_LOOK[item.outcome];
  return (
    <Card className="p-4 sm:p-5" data-testid="review-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">
          {t("questionN", { n: number })}
          <span className="ml-2 font-normal text-slate-700">{reviewContext(item)}</span>
        </p>
        <span
          className={cn(
            "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold",
            outcome.tone,
          )}
        >
          {outcome.icon}
          {t(outcome.words)} ({formatMarks(item.marksAwarded, { signed: true })})
        </span>
      </div>
      <QuestionTimeNote item={item} />
      {item.dropped ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
          {t("dropped")}
        </p>
      ) : null}
      {language === "hi" && !item.hi ? (
        <div className="mt-3">
          <HindiMissingNotice />
        </div>
      ) : null}
      <div lang={text.lang} className="mt-3">
        <p className="text-slate-900">
          <MathHtml html={text.question} className="whitespace-pre-line" />
        </p>
        <ul className="mt-3 grid gap-2">
          {text.options.map((option, index) => {
            const isCorrect = isKeyOption(item, index);
            const isChosen = isChosenOption(item, index);
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed and ordered
                key={index}
                className={cn(
                  "flex flex-wrap items-start gap-2 rounded-lg border p-2.5 text-sm",
                  isCorrect
                    ? "border-green-700 bg-green-50"
                    : isChosen
                      ? "border-red-700 bg-red-50"
                      : "border-slate-200 bg-white",
                )}
              >
                <span className="font-semibold text-slate-900">({OPTION_LETTERS[index] ?? index + 1})</span>
                <span className="flex-1 text-slate-900">
                  <MathHtml html={option} />
                </span>
                {isChosen ? (
                  <span
                    className={cn(
                      "rounded-full px-2 py-0.5 text-xs font-semibold",
                      isCorrect ? "bg-green-700 text-white" : "bg-red-700 text-white",
                    )}
                  >
                    {t("yourAnswer")}
                  </span>
                ) : null}
                {isCorrect ? (
                  <span className="rounded-full bg-green-800 px-2 py-0.5 text-xs font-semibold text-white">
                    {t("correctAnswer")}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
        {item.type === "numerical" ? <NumericalAnswer item={item} /> : null}
        {explanation ? (
          <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
            <p className="font-semibold text-slate-900">{t("explanation")}</p>
            <p className="mt-1">
              <MathHtml html={explanation} className="whitespace-pre-line" />
            </p>
            <SourceNote source={item.source} />
          </div>
        ) : null}
      </div>
      <div className="mt-3 flex justify-end">
        <ReportQuestionButton questionId={item.id} />
      </div>
    </Card>
  );
}
