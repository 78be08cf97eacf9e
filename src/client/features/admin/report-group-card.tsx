import type { AdminReport, AdminReportGroup } from "@shared/contract/reports";
import { useState } from "react";
import { feedbackLabels, REPORT_STATUS_KEYS, reportReasonKey } from "@/components/feedback/feedback-labels";
import { MathText } from "@/components/math-text";
import { QuestionText } from "@/components/question-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useT } from "@/i18n/use-t";
import { useExamName } from "@/lib/exam-names";
import { formatNumber, formatDateTime as formatWhen } from "@/lib/indian-formats";
import { cn } from "@/lib/utils";
import { CorrectKeyDialog } from "./correct-key-dialog";
import { QuestionForm } from "./question-form";
import { ReportReplyForm } from "./report-reply-form";
import { adminReportsMessages } from "./reports-messages";
import { useRefreshReports } from "./use-admin-reports";

const LETTERS = ["A", "B", "C", "D", "E"];

const isOpen = (r: AdminReport) => r.status === "new" || r.status === "looking";

/** One reported question: its text and key, an edit link, and every report of it in the filter. */
export function ReportGroupCard({ group }: { group: AdminReportGroup }) {
  const t = useT(adminReportsMessages);
  const examName = useExamName();
  const { question } = group;
  const [isEditing, setIsEditing] = useState(false);
  const [isCorrecting, setIsCorrecting] = useState(false);
  const refresh = useRefreshReports();
  const count = group.reports.length;
  // a correction answers the first open report (and, when the admin keeps it ticked, the others)
  const open = group.reports.filter(isOpen);
  const answered = open[0] ? { id: open[0].id, otherOpen: open.length - 1 } : undefined;
  return (
    <li className="rounded-lg border border-slate-200 p-3 sm:p-4" data-testid="report-group">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <Badge variant="hard" data-testid="report-count">
          {t("reportCount", { count, countText: formatNumber(count) })}
        </Badge>
        <Badge variant="secondary">{examName(question.examType)}</Badge>
        <span className="text-slate-700">{t("questionNumber", { id: question.id })}</span>
        {group.questionDeleted ? <Badge variant="outline">{t("deleted")}</Badge> : null}
        {question.quizzes.length ? (
          <span className="text-slate-700">
            {t("inQuizzes", { titles: question.quizzes.map((q) => q.title).join(", ") })}
          </span>
        ) : null}
      </div>
      <p className="mt-2 whitespace-pre-line font-medium text-slate-900">
        <QuestionText text={question.question} />
      </p>
      <QuestionKey group={group} />
      {group.questionDeleted ? null : (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setIsEditing(true)}>
            {t("editQuestion")}
            <span className="sr-only"> {question.id}</span>
          </Button>
          <Button size="sm" variant="outline" onClick={() => setIsCorrecting(true)}>
            {t("correctKey")}
            <span className="sr-only"> {t("ofQuestion", { id: question.id })}</span>
          </Button>
        </div>
      )}
      <ol
        className="mt-3 grid gap-2 border-t border-slate-100 pt-3"
        aria-label={t("reportsOf", { id: question.id })}
      >
        {group.reports.map((report) => (
          <ReportItem
            key={report.id}
            report={report}
            otherOpen={group.reports.filter((r) => r.id !== report.id && isOpen(r)).length}
          />
        ))}
      </ol>
      {isCorrecting ? (
        <CorrectKeyDialog
          question={question}
          open={isCorrecting}
          onOpenChange={setIsCorrecting}
          {...(answered ? { report: answered } : {})}
        />
      ) : null}
      <Dialog
        open={isEditing}
        onOpenChange={(open) => {
          setIsEditing(open);
          if (!open) void refresh();
        }}
      >
        <DialogContent title={t("editTitle", { id: question.id })} size="2xl">
          <QuestionForm
            mode="edit"
            question={question}
            onDone={() => {
              setIsEditing(false);
              void refresh();
            }}
          />
        </DialogContent>
      </Dialog>
    </li>
  );
}

function QuestionKey({ group }: { group: AdminReportGroup }) {
  const t = useT(adminReportsMessages);
  const { question } = group;
  if (question.numericAnswer) {
    const { min, max } = question.numericAnswer;
    return (
      <p className="mt-2 rounded bg-green-100 px-2 py-1 text-sm font-semibold text-green-900">
        {t("key", { key: min === max ? String(min) : t("range", { min, max }) })}
      </p>
    );
  }
  return (
    <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2" aria-label={t("optionsLabel")}>
      {question.options.map((option, i) => {
        const isKey = i === question.correctAnswer || Boolean(question.correctAnswers?.includes(i));
        return (
          <li
            key={LETTERS[i]}
            className={cn(
              "rounded px-2 py-1",
              isKey ? "bg-green-100 font-semibold text-green-900" : "text-slate-800",
            )}
          >
            {LETTERS[i]}. <MathText text={option} />
            {isKey ? <span className="sr-only"> {t("theKey")}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

function ReportItem({ report, otherOpen }: { report: AdminReport; otherOpen: number }) {
  const t = useT(adminReportsMessages);
  const label = useT(feedbackLabels);
  const [isAnswering, setIsAnswering] = useState(false);
  return (
    <li className="rounded-md bg-slate-50 p-3 text-sm" data-testid="queue-report">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={report.status === "new" ? "default" : "secondary"} data-testid="queue-report-status">
          {label(REPORT_STATUS_KEYS[report.status])}
        </Badge>
        <span className="font-semibold text-slate-900">{label(reportReasonKey(report.rating))}</span>
        <span className="text-slate-700">
          {formatWhen(report.createdAt)} ·{" "}
          {report.user ? (report.user.name ?? report.user.email) : t("signedOut")}
        </span>
      </div>
      <p className="mt-1 whitespace-pre-line text-slate-900">
        <MathText text={report.feedback} />
      </p>
      {report.reply ? (
        <p className="mt-2 border-l-4 border-blue-300 pl-2 text-slate-800">
          <span className="font-semibold">{t("reply")}</span> {report.reply}
        </p>
      ) : null}
      {report.handledBy && report.handledAt ? (
        <p className="mt-1 text-xs text-slate-700">
          {t("handledBy", {
            name: report.handledBy.name ?? report.handledBy.email,
            when: formatWhen(report.handledAt),
          })}
        </p>
      ) : null}
      {isAnswering ? (
        <ReportReplyForm report={report} otherOpen={otherOpen} onDone={() => setIsAnswering(false)} />
      ) : (
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => setIsAnswering(true)}>
          {report.reply ? t("changeAnswer") : t("answer")}
          <span className="sr-only"> {t("reportNumber", { id: report.id })}</span>
        </Button>
      )}
    </li>
  );
}
