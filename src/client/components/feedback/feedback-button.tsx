import { FEEDBACK_CATEGORIES, type FeedbackCategory } from "@shared/contract/feedback";
import { MessageSquarePlus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { FeedbackDialog, FeedbackForm, feedbackFieldClass } from "./feedback-dialog";
import { FEEDBACK_CATEGORY_KEYS, feedbackLabels } from "./feedback-labels";
import { feedbackMessages } from "./feedback-messages";
import { RatingInput } from "./rating-input";

const RATING_LABELS = [
  "ratingVeryPoor",
  "ratingPoor",
  "ratingOkay",
  "ratingGood",
  "ratingExcellent",
] as const;

/** The "Beta Feedback" button and its dialog: rating 1-5, one of the seven categories, and text. */
export function FeedbackButton() {
  const t = useT(feedbackMessages);
  return (
    <FeedbackDialog
      trigger={
        <Button variant="outline">
          <MessageSquarePlus className="h-4 w-4" aria-hidden />
          {t("betaFeedback")}
        </Button>
      }
      title={t("betaFeedback")}
      description={t("betaDescription")}
    >
      {(close) => <BetaFeedbackForm onDone={close} />}
    </FeedbackDialog>
  );
}

function BetaFeedbackForm({ onDone }: { onDone: () => void }) {
  const t = useT(feedbackMessages);
  const label = useT(feedbackLabels);
  const [rating, setRating] = useState<number | null>(null);
  const [category, setCategory] = useState<FeedbackCategory | "">("");
  const ids = useId();

  return (
    <FeedbackForm
      textLabel={t("yourFeedback")}
      placeholder={t("whatToImprove")}
      submitLabel={t("submitFeedback")}
      thanks={t("feedbackThanks")}
      toBody={(feedback) => (rating !== null && category ? { rating, category, feedback } : null)}
      onDone={onDone}
    >
      <div className="grid gap-2">
        <span id={`${ids}-rating`} className="text-sm font-medium text-slate-800">
          {t("rateAbhyas")}
        </span>
        <RatingInput
          value={rating}
          onChange={setRating}
          labelledBy={`${ids}-rating`}
          labels={[
            t(RATING_LABELS[0]),
            t(RATING_LABELS[1]),
            t(RATING_LABELS[2]),
            t(RATING_LABELS[3]),
            t(RATING_LABELS[4]),
          ]}
        />
        {rating !== null ? (
          <span className="text-sm text-slate-700">{t(RATING_LABELS[rating - 1] ?? "ratingOkay")}</span>
        ) : null}
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${ids}-category`} className="text-sm font-medium text-slate-800">
          {t("category")}
        </label>
        <select
          id={`${ids}-category`}
          className={feedbackFieldClass}
          value={category}
          onChange={(e) => setCategory(e.target.value as FeedbackCategory | "")}
        >
          <option value="">{t("chooseCategory")}</option>
          {FEEDBACK_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {label(FEEDBACK_CATEGORY_KEYS[c])}
            </option>
          ))}
        </select>
      </div>
    </FeedbackForm>
  );
}
