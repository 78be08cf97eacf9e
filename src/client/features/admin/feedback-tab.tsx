import { FEEDBACK_CATEGORY_LABELS, type FeedbackCategory } from "@shared/contract/feedback";
import { RefreshCw, Star } from "lucide-react";
import { useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Panel } from "./panel";
import { useAdminFeedback } from "./use-admin-feedback";

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    timeZone: "Asia/Kolkata",
    dateStyle: "medium",
    timeStyle: "short",
  });

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
              <li key={item.id} className="rounded-lg border border-slate-200 p-3">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="inline-flex items-center gap-1 font-semibold text-slate-900">
                    <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden />
                    {item.rating}/5
                  </span>
                  <Badge variant={item.question ? "hard" : "secondary"}>
                    {item.question
                      ? "Question report"
                      : (FEEDBACK_CATEGORY_LABELS[item.category as FeedbackCategory] ?? item.category)}
                  </Badge>
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
                <p className="mt-2 whitespace-pre-line text-slate-900">{item.feedback}</p>
                {item.question ? (
                  <div className="mt-2 rounded-md bg-slate-50 p-2 text-sm text-slate-800">
                    <span className="font-semibold">Question #{item.question.id}</span>
                    {item.question.deleted ? " (deleted)" : ""}: {item.question.text}
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
