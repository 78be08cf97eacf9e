import { INSTITUTE_AUDIT_ROLES, type InstituteAuditResponse } from "@shared/contract/institute-audit";
import { useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { useT } from "@/i18n/use-t";
import { formatDateTime, formatNumber } from "@/lib/indian-formats";
import { Link, useParams } from "@/lib/router";
import { institutesMessages } from "./institutes-messages";
import { type AuditFilters, useInstituteAuditLog } from "./use-institutes";

type Entry = InstituteAuditResponse["entries"][number];
const ROLE_KEYS = { owner: "roleOwner", teacher: "roleTeacher", site_admin: "roleSiteAdmin" } as const;
const field = "grid gap-1 text-sm font-medium text-slate-900";
const control = "rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm";

/**
 * /institute/:instituteId/activity: what the institute's staff changed, who and when, newest first,
 * filtered by person, role and days, a page of 50 at a time. Only its owners see it.
 */
export default function InstituteActivityPage() {
  const t = useT(institutesMessages);
  const instituteId = Number(useParams().instituteId);
  const [filters, setFilters] = useState<AuditFilters>({ page: 1 });
  const log = useInstituteAuditLog(instituteId, filters);
  const change = (next: Partial<AuditFilters>) => setFilters({ ...filters, ...next, page: 1 });
  if (log.isLoading) return <PageLoading label={t("loading")} />;
  const data = log.data;
  if (!data) return <EmptyState title={t("activity")}>{t("activityMissing")}</EmptyState>;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const filtered = Object.keys(filters).some((k) => k !== "page");
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <Link to={`/institute/${instituteId}`} className="text-sm text-blue-800 underline">
          {t("backToInstitute")}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{t("activity")}</h1>
        <p className="text-slate-800">{t("activityIntro")}</p>
      </header>
      <Card className="space-y-4 p-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div className={field}>
            <label htmlFor="activity-actor">{t("filterStaff")}</label>
            <select
              id="activity-actor"
              className={control}
              value={filters.actor ?? ""}
              onChange={(e) => change({ actor: e.target.value ? Number(e.target.value) : undefined })}
            >
              <option value="">{t("allStaff")}</option>
              {data.actors.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.email}
                </option>
              ))}
            </select>
          </div>
          <div className={field}>
            <label htmlFor="activity-role">{t("filterRole")}</label>
            <select
              id="activity-role"
              className={control}
              value={filters.role ?? ""}
              onChange={(e) => change({ role: (e.target.value || undefined) as AuditFilters["role"] })}
            >
              <option value="">{t("allRoles")}</option>
              {INSTITUTE_AUDIT_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(ROLE_KEYS[role])}
                </option>
              ))}
            </select>
          </div>
          <div className={field}>
            <label htmlFor="activity-from">{t("filterFrom")}</label>
            <input
              id="activity-from"
              type="date"
              className={control}
              value={filters.from ?? ""}
              max={filters.to}
              onChange={(e) => change({ from: e.target.value || undefined })}
            />
          </div>
          <div className={field}>
            <label htmlFor="activity-to">{t("filterTo")}</label>
            <input
              id="activity-to"
              type="date"
              className={control}
              value={filters.to ?? ""}
              min={filters.from}
              onChange={(e) => change({ to: e.target.value || undefined })}
            />
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-700" data-testid="activity-count">
            {t("activityCount", { count: data.total, formatted: formatNumber(data.total) })}
          </p>
          <Button variant="outline" size="sm" disabled={!filtered} onClick={() => setFilters({ page: 1 })}>
            {t("clearFilters")}
          </Button>
        </div>
        {data.entries.length === 0 ? (
          <p className="text-sm text-slate-700">{t("noActivity")}</p>
        ) : (
          <ul aria-label={t("activity")} className="divide-y divide-slate-200">
            {data.entries.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
        <Pager
          page={filters.page}
          pages={pages}
          onPage={(page) => setFilters({ ...filters, page })}
          labels={{
            nav: t("activityPages"),
            previous: t("newer"),
            next: t("older"),
            pageOf: t("pageOf", { page: filters.page, pages }),
          }}
        />
      </Card>
    </div>
  );
}

function ActivityRow({ entry }: { entry: Entry }) {
  const t = useT(institutesMessages);
  const targets = Object.entries(entry.target)
    .filter(([name]) => name !== "instituteId")
    .map(([name, id]) => `${name} ${id}`)
    .join(" · ");
  return (
    <li className="grid gap-1 py-3 text-sm" data-testid="activity-entry">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{entry.actorEmail ?? t("deletedAccount")}</span>
        <Badge variant="outline">{t(ROLE_KEYS[entry.actorRole])}</Badge>
        {entry.pending ? <Badge variant="medium">{t("pendingOutcome")}</Badge> : null}
        <span className="text-slate-700">{formatDateTime(entry.createdAt)}</span>
      </div>
      <p className="break-all font-mono text-xs text-slate-800">
        {entry.route}
        {targets ? ` · ${targets}` : ""}
      </p>
    </li>
  );
}
