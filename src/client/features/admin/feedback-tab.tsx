import {
  type AdminFeedbackItem,
  FEEDBACK_CATEGORY_LABELS,
  type FeedbackCategory,
  questionReportReason,
} from "@shared/contract/feedback";
import { Flag, RefreshCw, Star } from "lucide-react";
import { useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { MathText } from "@/components/math-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { IST_TIME_ZONE } from "../../../domain/ist";
import { Panel } from "./panel";
import { useAdminFeedback } from "./use-admin-feedback";

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    timeZone: IST_TIME_ZONE,
    dateStyle: "medium",
    timeStyle: "short",
  });

/**
 * What a feedback item is: general feedback shows its star rating and category; a question report
 * shows the reason the learner chose (stored as the rating, 1 = worst), never stars.
 */
function Heading({ item }: { item: AdminFeedbackItem }) {
  if (item.question) {
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <Badge variant="hard" className="gap-1">
          <Flag className="h-3 w-3" aria-hidden /> Question report
        </Badge>
        <span className="font-semibold text-slate-900" data-testid="report-reason">
          {questionReportReason(item.rating)}
        </span>
      </span>
    );
  }
  return (
    <>
      <span className="inline-flex items-center gap-1 font-semibold text-slate-900">
        <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden />
        <span className="sr-only">Rated </span>
        {item.rating}/5
      </span>
      <Badge variant="secondary">
        {FEEDBACK_CATEGORY_LABELS[item.category as FeedbackCategory] ?? item.category}
      </Badge>
    </>
  );
}

/** Feedback and question reports, newest first. */
export function FeedbackTab() {
  const [page, setPage] = useState(1);
  const feedback = useAdminFeedback(page);
  const pages = feedback.data ? Math.max(1, Math.ceil(feedback.data.total / feedback.data.pageSize)) : 1;
  return (
    <Panel
      title="Feedback"
      id="feedback-list"
      actions={
        <Button
          size="sm"
          variant="outline"
          onClick={() => void feedback.refetch()}
          disabled={feedback.isFetching}
        >
          <RefreshCw className="h-4 w-4" aria-hidden />
          Refresh
        </Button>
      }
    >
      {feedback.isLoading ? (
        <PageLoading label="Loading feedback..." />
      ) : feedback.isError ? (
        <p className="text-red-700">Could not load feedback. Please reload the page.</p>
      ) : !feedback.data?.items.length ? (
        <EmptyState title="No feedback yet" />
      ) : (
        <>
          <ul className="grid gap-3" aria-label="Feedback, newest first">
            {feedback.data.items.map((item) => (
              <li
                key={item.id}
                className="rounded-lg border border-slate-200 p-3"
                data-testid="feedback-item"
              >
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <Heading item={item} />
                  <span className="text-slate-700">{formatWhen(item.createdAt)}</span>
                  <span className="text-slate-700">
                    ·{" "}
                    {item.user
                      ? item.user.name
                        ? `${item.user.name} (${item.user.email})`
                        : item.user.email
                      : "Signed-out visitor"}
                  </span>
                </div>
                <p className="mt-2 whitespace-pre-line text-slate-900">
                  <MathText text={item.feedback} />
                </p>
                {item.question ? (
                  <div className="mt-2 rounded-md bg-slate-50 p-2 text-sm text-slate-800">
                    <span className="font-semibold">Question #{item.question.id}</span>
                    {item.question.deleted ? " (deleted)" : ""}: <MathText text={item.question.text} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label="Feedback pages" className="mt-4 flex items-center justify-between gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <span className="text-sm text-slate-700">
                Page {page} of {pages}
              </span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Older
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </Panel>
  );
}
