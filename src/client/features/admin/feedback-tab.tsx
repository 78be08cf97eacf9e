import type { AdminFeedbackItem } from "@shared/contract/feedback";
import { Flag, RefreshCw, Star } from "lucide-react";
import { useState } from "react";
import { feedbackCategoryKey, feedbackLabels, reportReasonKey } from "@/components/feedback/feedback-labels";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { MathText } from "@/components/math-text";
import { QuestionText } from "@/components/question-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { formatDateTime } from "@/lib/indian-formats";
import { adminFeedbackMessages } from "./admin-feedback-messages";
import { Panel } from "./panel";
import { useAdminFeedback } from "./use-admin-feedback";

/**
 * What a feedback item is: general feedback shows its star rating and category; a question report
 * shows the reason the learner chose (stored as the rating, 1 = worst), never stars.
 */
function Heading({ item }: { item: AdminFeedbackItem }) {
  const t = useT(adminFeedbackMessages);
  const label = useT(feedbackLabels);
  if (item.question) {
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <Badge variant="hard" className="gap-1">
          <Flag className="h-3 w-3" aria-hidden /> {t("questionReport")}
        </Badge>
        <span className="font-semibold text-slate-900" data-testid="report-reason">
          {label(reportReasonKey(item.rating))}
        </span>
      </span>
    );
  }
  const categoryKey = feedbackCategoryKey(item.category);
  return (
    <>
      <span className="inline-flex items-center gap-1 font-semibold text-slate-900">
        <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden />
        <span className="sr-only">{t("rated")}</span>
        {item.rating}/5
      </span>
      <Badge variant="secondary">{categoryKey ? label(categoryKey) : item.category}</Badge>
    </>
  );
}

/** Feedback and question reports, newest first. */
export function FeedbackTab() {
  const t = useT(adminFeedbackMessages);
  const [page, setPage] = useState(1);
  const feedback = useAdminFeedback(page);
  const pages = feedback.data ? Math.max(1, Math.ceil(feedback.data.total / feedback.data.pageSize)) : 1;
  return (
    <Panel
      title={t("feedback")}
      id="feedback-list"
      actions={
        <Button
          size="sm"
          variant="outline"
          onClick={() => void feedback.refetch()}
          disabled={feedback.isFetching}
        >
          <RefreshCw className="h-4 w-4" aria-hidden />
          {t("refresh")}
        </Button>
      }
    >
      {feedback.isLoading ? (
        <PageLoading label={t("loading")} />
      ) : feedback.isError ? (
        <p className="text-red-700">{t("loadError")}</p>
      ) : !feedback.data?.items.length ? (
        <EmptyState title={t("emptyTitle")} />
      ) : (
        <>
          <ul className="grid gap-3" aria-label={t("listLabel")}>
            {feedback.data.items.map((item) => (
              <li
                key={item.id}
                className="rounded-lg border border-slate-200 p-3"
                data-testid="feedback-item"
              >
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <Heading item={item} />
                  <span className="text-slate-700">{formatDateTime(item.createdAt)}</span>
                  <span className="text-slate-700">
                    ·{" "}
                    {item.user
                      ? item.user.name
                        ? `${item.user.name} (${item.user.email})`
                        : item.user.email
                      : t("signedOutVisitor")}
                  </span>
                </div>
                <p className="mt-2 whitespace-pre-line text-slate-900">
                  <MathText text={item.feedback} />
                </p>
                {item.question ? (
                  <div className="mt-2 rounded-md bg-slate-50 p-2 text-sm text-slate-800">
                    <span className="font-semibold">{t("questionNumber", { id: item.question.id })}</span>
                    {item.question.deleted ? t("deleted") : ""}: <QuestionText text={item.question.text} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t("pagesLabel")} className="mt-4 flex items-center justify-between gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t("newer")}
              </Button>
              <span className="text-sm text-slate-700">{t("pageOf", { page, pages })}</span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t("older")}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </Panel>
  );
}
