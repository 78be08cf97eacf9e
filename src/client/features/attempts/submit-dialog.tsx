import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import type { PaletteCounts } from "./exam-hall";

/** Exam-hall submit confirmation: what is answered, not answered and marked before the final submit. */
export function SubmitDialog({
  open,
  onOpenChange,
  counts,
  total,
  isSubmitting,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  counts: PaletteCounts;
  total: number;
  isSubmitting: boolean;
  onConfirm: () => void;
}) {
  const answered = counts.answered + counts.answered_marked;
  const rows = [
    { label: "Total questions", value: total },
    { label: "Answered", value: answered },
    { label: "Not answered", value: counts.not_answered + counts.not_visited + counts.marked },
    { label: "Marked for review", value: counts.marked + counts.answered_marked },
    { label: "Answered and marked for review (will be evaluated)", value: counts.answered_marked },
    { label: "Not visited", value: counts.not_visited },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Submit this test?"
        description="You cannot change your answers after you submit. Unanswered questions score 0."
      >
        <dl
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
          data-testid="submit-summary"
        >
          {rows.map((row) => (
            <div key={row.label} className="flex items-center justify-between gap-4 px-3 py-2 text-sm">
              <dt className="text-slate-700">{row.label}</dt>
              <dd className="font-semibold text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Back to Test</Button>
          </DialogClose>
          <Button onClick={onConfirm} disabled={isSubmitting}>
            {isSubmitting ? "Submitting..." : "Submit Test"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
