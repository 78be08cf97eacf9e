import { QUESTION_REPORT_REASONS } from "@shared/contract/feedback";
import { Flag } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { FeedbackDialog, FeedbackForm } from "./feedback-dialog";
import { feedbackLabels, reportReasonKey } from "./feedback-labels";
import { feedbackMessages } from "./feedback-messages";

/** How bad the problem is, stored as the feedback rating; the admin Feedback tab shows it as the reason. */
const SEVERITIES = QUESTION_REPORT_REASONS;

/** "Report question" in a quiz review: files feedback (category "questions") linked to the question. */
export function ReportQuestionButton({ questionId }: { questionId: number }) {
  const t = useT(feedbackMessages);
  return (
    <FeedbackDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-slate-700">
          <Flag className="h-4 w-4" aria-hidden />
          {t("reportQuestion")}
        </Button>
      }
      title={t("reportTitle")}
      description={t("reportDescription")}
    >
      {(close) => <ReportForm questionId={questionId} onDone={close} />}
    </FeedbackDialog>
  );
}

function ReportForm({ questionId, onDone }: { questionId: number; onDone: () => void }) {
  const t = useT(feedbackMessages);
  const label = useT(feedbackLabels);
  const [rating, setRating] = useState<number>(1);
  const ids = useId();

  return (
    <FeedbackForm
      textLabel={t("whatIsWrong")}
      placeholder={t("reportPlaceholder")}
      submitLabel={t("sendReport")}
      thanks={t("reportThanks")}
      toBody={(feedback) => ({ rating, category: "questions", feedback, questionId })}
      onDone={onDone}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t("howBad")}</legend>
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
            {label(reportReasonKey(s.rating))}
          </label>
        ))}
      </fieldset>
    </FeedbackForm>
  );
}
