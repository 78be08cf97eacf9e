import type { ReportStatus, UserReport } from "@shared/contract/reports";
import { useEffect } from "react";
import { feedbackLabels, REPORT_STATUS_KEYS, reportReasonKey } from "@/components/feedback/feedback-labels";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { QuestionText } from "@/components/question-text";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { useMarkReportsSeen } from "@/hooks/use-mark-reports-seen";
import { useMyReports } from "@/hooks/use-my-reports";
import { useT } from "@/i18n/use-t";
import { inLanguage, useQuestionLanguage } from "@/lib/question-language";
import { formatIstDateTime } from "./format-when";
import { reportsMessages } from "./reports-messages";

const STATUS_BADGE: Record<ReportStatus, "secondary" | "medium" | "easy" | "outline"> = {
  new: "secondary",
  looking: "medium",
  fixed: "easy",
  "no-change": "outline",
};

/**
 * /my-reports: the questions the learner reported, newest first, with where each stands and the
 * admin's reply. Opening the page reads the replies: the ones new on this visit keep their marker
 * until the learner leaves.
 */
export default function MyReportsPage() {
  const t = useT(reportsMessages);
  const reports = useMyReports({ refetchOnMount: true });
  const markSeen = useMarkReportsSeen();
  const hasUnread = (reports.data?.items ?? []).some((r) => r.unread);
  const { mutate, isIdle } = markSeen;
  useEffect(() => {
    if (hasUnread && isIdle && !reports.isFetching) mutate();
  }, [hasUnread, isIdle, reports.isFetching, mutate]);

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-slate-700">{t("intro")}</p>
      </header>
      {reports.isLoading ? (
        <PageLoading label={t("loading")} />
      ) : reports.isError ? (
        <EmptyState title={t("loadErrorTitle")}>{t("tryLater")}</EmptyState>
      ) : (reports.data?.items ?? []).length === 0 ? (
        <EmptyState title={t("emptyTitle")}>
          <p>{t("emptyText")}</p>
        </EmptyState>
      ) : (
        <ol className="space-y-4" aria-label={t("listLabel")}>
          {(reports.data?.items ?? []).map((report) => (
            <li key={report.id}>
              <ReportCard report={report} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function ReportCard({ report }: { report: UserReport }) {
  const t = useT(reportsMessages);
  const label = useT(feedbackLabels);
  const [language] = useQuestionLanguage();
  const text = inLanguage(
    { question: report.question.text },
    report.question.textHi === null ? null : { question: report.question.textHi },
    language,
  );
  return (
    <Card className="p-4 sm:p-5" data-testid="my-report">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={STATUS_BADGE[report.status]} data-testid="report-status">
          {label(REPORT_STATUS_KEYS[report.status])}
        </Badge>
        {report.unread ? (
          <Badge variant="hard" data-testid="new-reply">
            {t("newReply")}
          </Badge>
        ) : null}
        <span className="text-slate-700">
          {t("reportedAt", { when: formatIstDateTime(report.createdAt) })}
        </span>
      </div>
      <p lang={text.lang} className="mt-3 font-medium text-slate-900">
        <QuestionText text={text.question} className="whitespace-pre-line" />
        {report.question.deleted ? <span className="text-slate-700">{t("removed")}</span> : null}
      </p>
      <p className="mt-2 text-sm text-slate-800">
        <span className="font-semibold">{label(reportReasonKey(report.rating))}:</span>{" "}
        <span className="whitespace-pre-line">{report.feedback}</span>
      </p>
      {report.reply ? (
        <div
          className={
            report.unread
              ? "mt-3 rounded-lg border border-blue-300 bg-blue-50 p-3"
              : "mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
          }
          data-testid="report-reply"
        >
          <p className="text-sm font-semibold text-slate-900">
            {t("replyFrom")}
            {report.repliedAt ? (
              <span className="font-normal text-slate-700"> · {formatIstDateTime(report.repliedAt)}</span>
            ) : null}
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-900">{report.reply}</p>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t("noReply")}</p>
      )}
    </Card>
  );
}
