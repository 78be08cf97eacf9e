import type { ExamType } from "@shared/contract/common";
import { REPORT_STATUSES, type ReportStatus } from "@shared/contract/reports";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { feedbackLabels, REPORT_STATUS_KEYS } from "@/components/feedback/feedback-labels";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { cn } from "@/lib/utils";
import { Panel } from "./panel";
import { QuizExamFilters } from "./quiz-exam-filters";
import { ReportGroupCard } from "./report-group-card";
import { adminReportsMessages } from "./reports-messages";
import { useAdminReports } from "./use-admin-reports";

/** The question-report queue: reports grouped by question, the oldest new report first. */
export function ReportsTab() {
  const t = useT(adminReportsMessages);
  const label = useT(feedbackLabels);
  const [status, setStatus] = useState<ReportStatus | "">("new");
  const [quizId, setQuizId] = useState<number | null>(null);
  const [examType, setExamType] = useState<ExamType | "">("");
  const [page, setPage] = useState(1);
  const queue = useAdminReports({
    ...(status ? { status } : {}),
    ...(quizId ? { quizId } : {}),
    ...(examType ? { examType } : {}),
    page,
  });
  const counts = queue.data?.counts;
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / queue.data.pageSize)) : 1;

  return (
    <Panel
      title={t("title")}
      id="report-queue"
      actions={
        <Button size="sm" variant="outline" onClick={() => void queue.refetch()} disabled={queue.isFetching}>
          <RefreshCw className="h-4 w-4" aria-hidden />
          {t("refresh")}
        </Button>
      }
    >
      <div className="mb-4 grid gap-3">
        <fieldset className="flex flex-wrap gap-1" aria-label={t("status")}>
          {([...REPORT_STATUSES, ""] as const).map((s) => (
            <button
              key={s || "all"}
              type="button"
              aria-pressed={status === s}
              onClick={() => {
                setStatus(s);
                setPage(1);
              }}
              className={cn(
                "rounded-full border px-3 py-1 text-sm font-medium",
                status === s
                  ? "border-blue-700 bg-blue-700 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100",
              )}
            >
              {s ? label(REPORT_STATUS_KEYS[s]) : t("all")}
              {s && counts ? ` (${formatNumber(counts[s])})` : ""}
            </button>
          ))}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <QuizExamFilters
            idPrefix="reports"
            quizId={quizId}
            examType={examType}
            onChange={(change) => {
              if ("quizId" in change) setQuizId(change.quizId);
              else setExamType(change.examType);
              setPage(1);
            }}
          />
        </div>
      </div>
      {queue.isLoading ? (
        <PageLoading label={t("loading")} />
      ) : queue.isError ? (
        <p className="text-red-700">{t("loadError")}</p>
      ) : !queue.data?.groups.length ? (
        <EmptyState title={t("noneTitle")}>{status === "new" ? t("noneNew") : t("noneOther")}</EmptyState>
      ) : (
        <>
          <ul className="grid gap-4" aria-label={t("listLabel")}>
            {queue.data.groups.map((group) => (
              <ReportGroupCard key={group.question.id} group={group} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t("pagesLabel")} className="mt-4 flex items-center justify-between gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t("previous")}
              </Button>
              <span className="text-sm text-slate-700">
                {t("pageOf", { page: formatNumber(page), pages: formatNumber(pages) })}
              </span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t("next")}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </Panel>
  );
}
