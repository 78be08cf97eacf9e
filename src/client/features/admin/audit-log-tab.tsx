import { ADMIN_AUDIT_KINDS, type AdminAuditEntry, type AdminAuditKind } from "@shared/contract/admin-audit";
import { useId, useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";
import { useT } from "@/i18n/use-t";
import { formatDateTime, formatNumber } from "@/lib/indian-formats";
import { AUDIT_KIND_KEYS, auditLogMessages } from "./audit-log-messages";
import { inputClass } from "./form-field";
import { Panel } from "./panel";
import { type AuditFilters, useAdminAuditLog } from "./use-admin-audit-log";

const isAuditKind = (value: string): value is AdminAuditKind =>
  (ADMIN_AUDIT_KINDS as readonly string[]).includes(value);

const badgeVariant = (kind: AdminAuditKind) =>
  kind.endsWith("_deleted") || kind === "drop" || kind === "live_test_cancelled"
    ? "hard"
    : kind === "unconfirmed" || kind === "other"
      ? "medium"
      : "outline";

function Entry({ entry }: { entry: AdminAuditEntry }) {
  const t = useT(auditLogMessages);
  const when = formatDateTime(entry.createdAt);
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="audit-entry">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={badgeVariant(entry.kind)}>{t(AUDIT_KIND_KEYS[entry.kind])}</Badge>
        <span className="text-slate-700">
          {entry.admin ? t("byAdmin", { email: entry.admin.email, when }) : t("byRemovedAdmin", { when })}
        </span>
      </div>
      <p className="mt-1 break-words text-slate-900">{entry.summary}</p>
    </li>
  );
}

/** Every admin write, newest first, filtered by admin, kind and IST days. */
export function AuditLogTab() {
  const t = useT(auditLogMessages);
  const ids = { admin: useId(), kind: useId(), from: useId(), to: useId() };
  const [filters, setFilters] = useState<AuditFilters>({ page: 1 });
  const log = useAdminAuditLog(filters);
  // a new filter starts again at the first page
  const filter = (change: Partial<Omit<AuditFilters, "page">>) =>
    setFilters({ ...filters, ...change, page: 1 });
  const filtered = filters.admin !== undefined || filters.kind || filters.from || filters.to;
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const labelClass = "grid gap-1 text-sm font-medium text-slate-800";

  return (
    <Panel title={t("auditLog")} id="audit-log">
      <p className="mb-3 text-sm text-slate-700">{t("intro")}</p>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <label className={labelClass} htmlFor={ids.admin}>
          {t("filterAdmin")}
          <select
            id={ids.admin}
            className={inputClass}
            value={filters.admin ?? ""}
            onChange={(e) => filter({ admin: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{t("anyAdmin")}</option>
            {data?.admins.map((a) => (
              <option key={a.id} value={a.id}>
                {a.email}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass} htmlFor={ids.kind}>
          {t("filterKind")}
          <select
            id={ids.kind}
            className={inputClass}
            value={filters.kind ?? ""}
            onChange={(e) => filter({ kind: isAuditKind(e.target.value) ? e.target.value : undefined })}
          >
            <option value="">{t("anyKind")}</option>
            {ADMIN_AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(AUDIT_KIND_KEYS[kind])}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass} htmlFor={ids.from}>
          {t("filterFrom")}
          <input
            id={ids.from}
            type="date"
            className={inputClass}
            value={filters.from ?? ""}
            max={filters.to}
            onChange={(e) => filter({ from: e.target.value || undefined })}
          />
        </label>
        <label className={labelClass} htmlFor={ids.to}>
          {t("filterTo")}
          <input
            id={ids.to}
            type="date"
            className={inputClass}
            value={filters.to ?? ""}
            min={filters.from}
            onChange={(e) => filter({ to: e.target.value || undefined })}
          />
        </label>
        <Button variant="outline" size="sm" disabled={!filtered} onClick={() => setFilters({ page: 1 })}>
          {t("clearFilters")}
        </Button>
      </div>

      {log.isLoading ? <PageLoading /> : null}
      {log.isError ? <p className="text-sm text-red-800">{t("loadError")}</p> : null}
      {data && data.entries.length === 0 ? (
        <EmptyState title={t(filtered ? "noMatches" : "noChanges")} />
      ) : null}
      {data && data.entries.length > 0 ? (
        <>
          <p className="mb-2 text-sm text-slate-700" aria-live="polite">
            {t("total", { count: data.total, formatted: formatNumber(data.total) })}
          </p>
          <ul className="grid gap-2">
            {data.entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ul>
        </>
      ) : null}
      <Pager
        page={filters.page}
        pages={pages}
        onPage={(page) => setFilters({ ...filters, page })}
        labels={{
          nav: t("pagesLabel"),
          previous: t("newer"),
          next: t("older"),
          pageOf: t("pageOf", { page: filters.page, pages }),
        }}
      />
    </Panel>
  );
}
