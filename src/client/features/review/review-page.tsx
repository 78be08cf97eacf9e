import type { AnswerValue } from "@shared/contract/attempts";
import type { Stimulus } from "@shared/contract/quizzes";
import type { ReviewOutcome, ReviewQueue, ReviewQueueCard } from "@shared/contract/review";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, XCircle } from "lucide-react";
import { useRef, useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { MathHtml } from "@/components/math-html";
import { StimulusPanel } from "@/components/stimulus/stimulus-panel";
import { Button, buttonVariants } from "@/components/ui/button";
import { reviewQueueQueryKey } from "@/hooks/use-review-count";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { formatNumber } from "@/lib/indian-formats";
import { explanationIn, type Language, localised, useQuestionLanguage } from "@/lib/question-language";
import { Link } from "@/lib/router";
import { cn } from "@/lib/utils";
import { dueInWords } from "./due-in-words";
import { type OptionMark, ReviewAnswerInput } from "./review-answer-input";
import { reviewMessages } from "./review-messages";
import { useAnswerReview, useReviewQueue } from "./use-review";

/** /review: the cards due now, one at a time: answer (or "I don't know"), then the key and explanation. */
export default function ReviewPage() {
  const t = useT(reviewMessages);
  const queue = useReviewQueue();
  const [position, setPosition] = useState(0);
  const queryClient = useQueryClient();
  const [language] = useQuestionLanguage();
  // The sitting walks the queue as read when the page opened. The dashboard's cached copy is not
  // shown meanwhile, nor is a later read taken in: either would swap the card being answered for the
  // next one (a card answered is no longer due).
  const [sitting, setSitting] = useState<ReviewQueue>();
  if (sitting === undefined && queue.isSuccess && queue.isFetchedAfterMount && !queue.isFetching) {
    setSitting(queue.data);
  }

  if (sitting === undefined) {
    if (queue.isError) return <EmptyState title={t("loadErrorTitle")}>{t("tryLater")}</EmptyState>;
    return <PageLoading label={t("loading")} />;
  }
  const { cards, dueCount, newWaiting, newPerDay, stimuli } = sitting;
  const card = cards[position];
  const stimulus = stimuli.find((s) => s.id === card?.stimulusId) ?? null;
  const next = () => {
    setPosition((p) => p + 1);
    // the dashboard's count reads the queue again
    void queryClient.invalidateQueries({ queryKey: reviewQueueQueryKey, refetchType: "none" });
  };

  return (
    <div className="mx-auto max-w-xl space-y-4">
      <header className="flex items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        {card ? (
          <p className="text-sm text-slate-700">
            {t("cardOf", {
              position: formatNumber(position + 1),
              total: formatNumber(Math.max(dueCount, cards.length)),
            })}
          </p>
        ) : null}
      </header>
      {newWaiting > 0 ? (
        <p className="text-sm text-slate-700" data-testid="review-new-waiting">
          {t("newWaiting", {
            count: newWaiting,
            formatted: formatNumber(newWaiting),
            perDay: formatNumber(newPerDay),
          })}
        </p>
      ) : null}
      {card ? (
        <ReviewCardView
          key={card.questionId}
          card={card}
          stimulus={stimulus}
          language={language}
          isLast={position === cards.length - 1}
          onNext={next}
        />
      ) : (
        <EmptyState title={cards.length === 0 ? t("nothingToReview") : t("reviewDone")}>
          <p>{t("emptyText")}</p>
          <Link to="/" className={cn(buttonVariants({ variant: "outline" }), "mt-4")}>
            {t("backToDashboard")}
          </Link>
        </EmptyState>
      )}
    </div>
  );
}

function ReviewCardView({
  card,
  stimulus,
  language,
  isLast,
  onNext,
}: {
  card: ReviewQueueCard;
  /** the passage, table or figure the question shares */
  stimulus: Stimulus | null;
  language: Language;
  isLast: boolean;
  onNext: () => void;
}) {
  const t = useT(reviewMessages);
  const contentName = useContentName();
  const [answer, setAnswer] = useState<AnswerValue | null>(null);
  const [guessed, setGuessed] = useState(false);
  const shownAt = useRef(Date.now());
  const review = useAnswerReview();
  const outcome = review.data;
  const text = localised(card, language);

  const send = (value: AnswerValue | null) =>
    review.mutate({
      questionId: card.questionId,
      answer: value,
      guessed: value !== null && guessed,
      seconds: Math.round((Date.now() - shownAt.current) / 1000),
    });

  return (
    <section
      aria-label={t("cardLabel")}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="review-card"
    >
      <p className="text-xs font-medium uppercase tracking-wide text-blue-800">
        {contentName(card.subject)} · {contentName(card.topic)}
      </p>
      {language === "hi" && !card.hi ? (
        <p
          role="note"
          data-testid="hindi-missing"
          className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          {t("hindiMissing")}
        </p>
      ) : null}
      {stimulus ? <StimulusPanel stimulus={stimulus} language={language} className="mt-3" /> : null}
      <div lang={text.lang}>
        <h2 className="mt-2 text-base font-medium leading-relaxed text-slate-900">
          <MathHtml html={text.question} className="whitespace-pre-line" />
        </h2>
        <ReviewAnswerInput
          type={card.type}
          options={text.options}
          answer={answer}
          onAnswer={setAnswer}
          marks={outcome ? optionMarks(outcome, answer) : undefined}
        />
      </div>
      {outcome ? (
        <Checked outcome={outcome} language={language} isLast={isLast} onNext={onNext} />
      ) : (
        <div className="mt-4 space-y-3">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={guessed}
              onChange={(e) => setGuessed(e.target.checked)}
              className="h-5 w-5"
            />
            {t("iGuessed")}
          </label>
          {review.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {t("sendError")}
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-2">
            <Button variant="outline" size="lg" disabled={review.isPending} onClick={() => send(null)}>
              {t("dontKnow")}
            </Button>
            <Button size="lg" disabled={answer === null || review.isPending} onClick={() => send(answer)}>
              {t("check")}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function optionMarks(outcome: ReviewOutcome, answer: AnswerValue | null): OptionMark[] {
  const { question } = outcome;
  const key = question.type === "multiple" ? (question.correctAnswers ?? []) : [question.correctIndex];
  const chosen = Array.isArray(answer) ? answer : typeof answer === "number" ? [answer] : [];
  return question.options.map((_, i) =>
    key.includes(i) ? "key" : chosen.includes(i) ? "chosen-wrong" : null,
  );
}

function Checked({
  outcome,
  language,
  isLast,
  onNext,
}: {
  outcome: ReviewOutcome;
  language: Language;
  isLast: boolean;
  onNext: () => void;
}) {
  const t = useT(reviewMessages);
  const { question, isCorrect } = outcome;
  const explanation = explanationIn(question.html.explanation, question.html.explanationHi, language);
  return (
    <div className="mt-4 space-y-3" aria-live="polite">
      <p
        className={cn(
          "flex items-center gap-2 font-semibold",
          isCorrect ? "text-emerald-800" : "text-red-800",
        )}
      >
        {isCorrect ? (
          <CheckCircle2 className="h-5 w-5" aria-hidden />
        ) : (
          <XCircle className="h-5 w-5" aria-hidden />
        )}
        {isCorrect ? t("correct") : t("notThisTime")}
      </p>
      {question.numericAnswer ? (
        <p className="text-slate-900" data-testid="review-key">
          {t("answer", {
            value:
              question.numericAnswer.min === question.numericAnswer.max
                ? String(question.numericAnswer.min)
                : t("answerRange", {
                    min: String(question.numericAnswer.min),
                    max: String(question.numericAnswer.max),
                  }),
          })}
        </p>
      ) : null}
      {explanation.text ? (
        <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800" data-testid="review-explanation">
          <p className="font-semibold">{t("explanation")}</p>
          <p lang={explanation.lang}>
            <MathHtml html={explanation.text} className="whitespace-pre-line" />
          </p>
        </div>
      ) : null}
      <p className="text-sm text-slate-700" data-testid="review-next-due">
        {t("comesBack", { when: dueInWords(new Date(outcome.nextDue), new Date()) })}
      </p>
      <Button size="lg" className="w-full" onClick={onNext}>
        {isLast ? t("finish") : t("nextCard")}
      </Button>
    </div>
  );
}
