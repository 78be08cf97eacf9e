import {
  type AdminReport,
  REPORT_STATUSES,
  type ReportStatus,
  updateReportBodySchema,
} from "@shared/contract/reports";
import { useId, useState } from "react";
import { feedbackLabels, REPORT_STATUS_KEYS } from "@/components/feedback/feedback-labels";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { checkBody, type FieldErrors, serverFieldErrors, serverMessage } from "./form-errors";
import { SelectField, TextAreaField } from "./form-field";
import { adminReportsMessages } from "./reports-messages";
import { useUpdateReport } from "./use-admin-reports";

/**
 * The admin's answer to one report: a status and the reply the learner reads (required to close a
 * report as fixed or no change). When other reports of the question are still open, the same answer
 * goes to them too unless the admin unticks it.
 */
export function ReportReplyForm({
  report,
  otherOpen,
  onDone,
}: {
  report: AdminReport;
  /** how many other reports of the same question are new or being looked into */
  otherOpen: number;
  onDone: () => void;
}) {
  const t = useT(adminReportsMessages);
  const label = useT(feedbackLabels);
  const ids = useId();
  const [status, setStatus] = useState<ReportStatus>(report.status === "new" ? "fixed" : report.status);
  const [reply, setReply] = useState(report.reply ?? "");
  const [sameQuestion, setSameQuestion] = useState(otherOpen > 0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateReport();

  const submit = () => {
    const body = { status, reply, ...(otherOpen > 0 ? { sameQuestion } : {}) };
    const checked = checkBody(updateReportBodySchema, body);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    update.mutate(
      { id: report.id, body },
      {
        onSuccess: ({ ids: changed }) => {
          toast({
            title: t("updated"),
            description:
              changed.length > 1
                ? t("updatedMany", {
                    count: formatNumber(changed.length),
                    status: label(REPORT_STATUS_KEYS[status]),
                  })
                : t("updatedOne", { status: label(REPORT_STATUS_KEYS[status]) }),
            variant: "success",
          });
          onDone();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          toast({
            title: t("updateFailed"),
            description: serverMessage(error),
            variant: "destructive",
          });
        },
      },
    );
  };

  return (
    <form
      className="mt-3 grid gap-3 rounded-lg border border-blue-200 bg-blue-50/50 p-3"
      aria-label={t("answerLabel", { id: report.id })}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <SelectField
        id={`${ids}-status`}
        label={t("status")}
        value={status}
        error={errors.status}
        onChange={(e) => setStatus(e.target.value as ReportStatus)}
      >
        {REPORT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {label(REPORT_STATUS_KEYS[s])}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={`${ids}-reply`}
        label={t("replyLabel")}
        hint={t("replyHint")}
        value={reply}
        rows={3}
        error={errors.reply}
        onChange={(e) => setReply(e.target.value)}
      />
      {otherOpen > 0 ? (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={sameQuestion}
            onChange={(e) => setSameQuestion(e.target.checked)}
            className="h-4 w-4 accent-blue-700"
          />
          {t("sameAnswer", { count: otherOpen })}
        </label>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? t("saving") : t("save")}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
