import { FEEDBACK_MAX_CHARS } from "@shared/contract/feedback";
import { Flag } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/utils";
import { useSubmitFeedback } from "./use-submit-feedback";

/**
 * How bad the problem is, stored as the feedback rating (1 = worst, like any rating): the admin
 * Feedback tab shows the report with its question and this rating.
 */
const SEVERITIES = [
  { rating: 1, label: "Wrong answer, or the question cannot be answered" },
  { rating: 2, label: "Misleading or unclear" },
  { rating: 3, label: "A small slip (typo, formatting)" },
] as const;

/** "Report question" in a quiz review: files feedback (category "questions") linked to the question. */
export function ReportQuestionButton({ questionId }: { questionId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-slate-700">
          <Flag className="h-4 w-4" aria-hidden />
          Report question
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Report this question"
        description="Found a mistake? Tell us what is wrong and we will check the question."
      >
        <ReportForm questionId={questionId} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({ questionId, onDone }: { questionId: number; onDone: () => void }) {
  const submit = useSubmitFeedback();
  const [rating, setRating] = useState<number>(1);
  const [text, setText] = useState("");
  const ids = useId();

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      toast({
        title: "Missing Information",
        description: "Please fill in all fields before submitting.",
        variant: "destructive",
      });
      return;
    }
    submit.mutate(
      { rating, category: "questions", feedback: text, questionId },
      {
        onSuccess: () => {
          toast({
            title: "Thank you!",
            description: "Your report was sent. We will check this question.",
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
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">How bad is it?</legend>
        {SEVERITIES.map((s) => (
          <label
            key={s.rating}
            className={cn(
              "flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm text-slate-900",
              rating === s.rating ? "border-blue-600 bg-blue-50" : "border-slate-300",
            )}
          >
            <input
              type="radio"
              name={`${ids}-severity`}
              value={s.rating}
              checked={rating === s.rating}
              onChange={() => setRating(s.rating)}
              className="h-4 w-4 accent-blue-700"
            />
            {s.label}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-1">
        <label htmlFor={`${ids}-text`} className="text-sm font-medium text-slate-800">
          What is wrong?
        </label>
        <textarea
          id={`${ids}-text`}
          rows={4}
          maxLength={FEEDBACK_MAX_CHARS}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="e.g. The marked answer should be B because..."
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/40"
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? "Sending..." : "Send report"}
        </Button>
      </div>
    </form>
  );
}
