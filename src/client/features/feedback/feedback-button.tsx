import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_MAX_CHARS,
  type FeedbackCategory,
} from "@shared/contract/feedback";
import { MessageSquarePlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { RatingInput } from "./rating-input";
import { useSubmitFeedback } from "./use-submit-feedback";

const RATING_LABELS = ["Very poor", "Poor", "Okay", "Good", "Excellent"] as const;
const fieldClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/40";

/** The "Beta Feedback" button and its dialog: rating 1-5, one of the seven categories, and text. */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <MessageSquarePlus className="h-4 w-4" aria-hidden />
          Beta Feedback
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Beta Feedback"
        description="Tell us what works and what does not. Every message is read."
      >
        <FeedbackForm onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function FeedbackForm({ onDone }: { onDone: () => void }) {
  const submit = useSubmitFeedback();
  const [rating, setRating] = useState<number | null>(null);
  const [category, setCategory] = useState<FeedbackCategory | "">("");
  const [text, setText] = useState("");
  const ids = useId();

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null || !category || !text.trim()) {
      toast({
        title: "Missing Information",
        description: "Please fill in all fields before submitting.",
        variant: "destructive",
      });
      return;
    }
    submit.mutate(
      { rating, category, feedback: text },
      {
        onSuccess: () => {
          toast({
            title: "Thank you!",
            description: "Your feedback helps us improve the product for everyone.",
            variant: "success",
          });
          onDone();
        },
        onError: () =>
          toast({
            title: "Error",
            description: "Failed to submit feedback. Please try again.",
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <form onSubmit={send} noValidate className="grid gap-4">
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
          className={fieldClass}
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
      <div className="grid gap-1">
        <label htmlFor={`${ids}-text`} className="text-sm font-medium text-slate-800">
          Your feedback
        </label>
        <textarea
          id={`${ids}-text`}
          className={fieldClass}
          rows={4}
          maxLength={FEEDBACK_MAX_CHARS}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="What should we improve?"
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? "Sending..." : "Submit Feedback"}
        </Button>
      </div>
    </form>
  );
}
