import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  type FeedbackCategory,
} from "@shared/contract/feedback";
import { MessageSquarePlus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FeedbackDialog, FeedbackForm, feedbackFieldClass } from "./feedback-dialog";
import { RatingInput } from "./rating-input";

const RATING_LABELS = ["Very poor", "Poor", "Okay", "Good", "Excellent"] as const;

/** The "Beta Feedback" button and its dialog: rating 1-5, one of the seven categories, and text. */
export function FeedbackButton() {
  return (
    <FeedbackDialog
      trigger={
        <Button variant="outline">
          <MessageSquarePlus className="h-4 w-4" aria-hidden />
          Beta Feedback
        </Button>
      }
      title="Beta Feedback"
      description="Tell us what works and what does not. Every message is read."
    >
      {(close) => <BetaFeedbackForm onDone={close} />}
    </FeedbackDialog>
  );
}

function BetaFeedbackForm({ onDone }: { onDone: () => void }) {
  const [rating, setRating] = useState<number | null>(null);
  const [category, setCategory] = useState<FeedbackCategory | "">("");
  const ids = useId();

  return (
    <FeedbackForm
      textLabel="Your feedback"
      placeholder="What should we improve?"
      submitLabel="Submit Feedback"
      thanks="Your feedback helps us improve the product for everyone."
      toBody={(feedback) => (rating !== null && category ? { rating, category, feedback } : null)}
      onDone={onDone}
    >
      <div className="grid gap-2">
        <span id={`${ids}-rating`} className="text-sm font-medium text-slate-800">
          How would you rate Abhyas?
        </span>
        <RatingInput
          value={rating}
          onChange={setRating}
          labelledBy={`${ids}-rating`}
          labels={RATING_LABELS}
        />
        {rating !== null ? <span className="text-sm text-slate-700">{RATING_LABELS[rating - 1]}</span> : null}
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${ids}-category`} className="text-sm font-medium text-slate-800">
          Category
        </label>
        <select
          id={`${ids}-category`}
          className={feedbackFieldClass}
          value={category}
          onChange={(e) => setCategory(e.target.value as FeedbackCategory | "")}
        >
          <option value="">Choose a category</option>
          {FEEDBACK_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {FEEDBACK_CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </div>
    </FeedbackForm>
  );
}
