import { useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Badge } from "@/components/ui/badge";
import { useT } from "@/i18n/use-t";
import { formatDateTime } from "@/lib/indian-formats";
import { AUDIT_ACTION_KEYS, adminAnalyticsMessages } from "./admin-analytics-messages";
import { inputClass } from "./form-field";
import { Panel } from "./panel";
import { useAuditLog } from "./use-key-corrections";

/** What changed between before and after, field by field. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after)
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => `${k}: ${JSON.stringify(before[k] ?? null)} → ${JSON.stringify(after[k] ?? null)}`);
}

/** The question audit log: who changed what and when, and why (key corrections and wording edits). */
export function AuditLogTab() {
  const t = useT(adminAnalyticsMessages);
  const [questionId, setQuestionId] = useState("");
  const id = Number(questionId);
  const log = useAuditLog(Number.isInteger(id) && id > 0 ? id : undefined);
  return (
    <Panel
      title={t("auditLog")}
      id="audit-log"
      actions={
        <label className="flex items-center gap-2 text-sm">
          {t("questionFilter")}
          <input
            className={`${inputClass} w-28`}
            inputMode="numeric"
            value={questionId}
            onChange={(e) => setQuestionId(e.target.value.replace(/\D/g, ""))}
            placeholder={t("allQuestions")}
          />
        </label>
      }
    >
      {log.isLoading ? <PageLoading /> : null}
      {log.data && log.data.entries.length === 0 ? <EmptyState title={t("noChanges")} /> : null}
      <ul className="grid gap-2">
        {log.data?.entries.map((e) => (
          <li key={e.id} className="rounded-lg border border-slate-200 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={e.action === "edit" ? "outline" : "hard"}>
                {t(AUDIT_ACTION_KEYS[e.action])}
              </Badge>
              <span>{t("questionRef", { id: e.questionId })}</span>
              <span className="text-slate-700">
                {e.admin
                  ? t("byAdmin", { email: e.admin.email, when: formatDateTime(e.createdAt) })
                  : t("byRemovedAdmin", { when: formatDateTime(e.createdAt) })}
              </span>
            </div>
            <p className="mt-1">{t("reason", { reason: e.reason })}</p>
            <ul className="mt-1 break-words font-mono text-xs text-slate-700">
              {changes(e.before, e.after).map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
