import {
  type AdminVitalsResponse,
  REPORTED_VITALS,
  VITALS_REPORT_DAYS,
  type VitalSummaryView,
} from "@shared/contract/vitals";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { translate } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { formatDate, formatNumber } from "@/lib/indian-formats";
import { adminAnalyticsMessages, DEVICE_KEYS, METRIC_KEYS, RATING_KEYS } from "./admin-analytics-messages";
import { Panel } from "./panel";
import { useAdminVitals } from "./use-admin-vitals";

type Reported = (typeof REPORTED_VITALS)[number];

const RATING_BADGES = { good: "easy", "needs-improvement": "medium", poor: "hard" } as const;

/** A vital's value with its unit in the interface language: "0.12", "3.60 s", "240 ms". */
const formatValue = (name: Reported, value: number) =>
  name === "CLS"
    ? value.toFixed(2)
    : value >= 1000
      ? translate(adminAnalyticsMessages, "seconds", { value: (value / 1000).toFixed(2) })
      : translate(adminAnalyticsMessages, "milliseconds", { value: String(Math.round(value)) });

function Cell({ name, summary }: { name: Reported; summary: VitalSummaryView | undefined }) {
  const t = useT(adminAnalyticsMessages);
  if (!summary) return <td className="px-3 py-2 text-slate-500">{t("noSamples")}</td>;
  return (
    <td className="px-3 py-2">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold tabular-nums text-slate-900">{formatValue(name, summary.p75)}</span>
        <Badge variant={RATING_BADGES[summary.rating]}>{t(RATING_KEYS[summary.rating])}</Badge>
      </span>
      <span className="block text-xs text-slate-600">
        {t("samplesGood", {
          count: summary.count,
          formatted: formatNumber(summary.count),
          good: Math.round(summary.shares.good * 100),
        })}
      </span>
    </td>
  );
}

function Thresholds({ thresholds }: { thresholds: AdminVitalsResponse["thresholds"] }) {
  const t = useT(adminAnalyticsMessages);
  return (
    <ul className="grid gap-2 text-sm text-slate-700 sm:grid-cols-3" aria-label={t("thresholds")}>
      {REPORTED_VITALS.map((name) => (
        <li key={name} className="rounded-lg border border-slate-200 p-3">
          <span className="font-semibold text-slate-900">{name}</span>{" "}
          <span className="text-slate-600">({t(METRIC_KEYS[name])})</span>
          <span className="mt-1 block">
            {t("thresholdRange", {
              good: formatValue(name, thresholds[name].good),
              poor: formatValue(name, thresholds[name].poor),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Field web vitals from a sample of real page loads: the 75th percentile of LCP, INP and CLS per
 * route and device class, each rated against web.dev's thresholds, with how many samples it rests on.
 */
export function PerformanceTab() {
  const t = useT(adminAnalyticsMessages);
  const [days, setDays] = useState<number>(28);
  const vitals = useAdminVitals(days);
  return (
    <Panel
      title={t("performanceTitle")}
      id="performance"
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <label className="text-sm text-slate-700">
            <span className="mr-2">{t("period")}</span>
            <select
              className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
              value={days}
              onChange={(e) => setDays(Number(e.target.value))}
            >
              {VITALS_REPORT_DAYS.map((d) => (
                <option key={d} value={d}>
                  {t("lastDays", { days: d })}
                </option>
              ))}
            </select>
          </label>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void vitals.refetch()}
            disabled={vitals.isFetching}
          >
            <RefreshCw className="h-4 w-4" aria-hidden />
            {t("refresh")}
          </Button>
        </div>
      }
    >
      <p className="mb-4 text-sm text-slate-700">{t("performanceIntro")}</p>
      {vitals.isLoading ? (
        <PageLoading label={t("vitalsLoading")} />
      ) : vitals.isError || !vitals.data ? (
        <p className="text-red-700">{t("vitalsError")}</p>
      ) : (
        <div className="grid gap-4">
          {vitals.data.groups.length === 0 ? (
            <EmptyState title={t("vitalsEmptyTitle")}>{t("vitalsEmptyText")}</EmptyState>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[40rem] text-left text-sm" data-testid="vitals-table">
                <caption className="sr-only">{t("vitalsCaption")}</caption>
                <thead className="border-b border-slate-200 text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t("route")}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t("device")}
                    </th>
                    {REPORTED_VITALS.map((name) => (
                      <th key={name} scope="col" className="px-3 py-2 font-semibold">
                        <abbr title={t(METRIC_KEYS[name])}>{name}</abbr> p75
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {vitals.data.groups.map((g) => (
                    <tr key={`${g.route} ${g.deviceClass}`}>
                      <th scope="row" className="px-3 py-2 font-mono text-xs font-medium text-slate-900">
                        {g.route}
                      </th>
                      <td className="px-3 py-2 text-slate-800">{t(DEVICE_KEYS[g.deviceClass])}</td>
                      {REPORTED_VITALS.map((name) => (
                        <Cell key={name} name={name} summary={g.metrics[name]} />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p className="text-xs text-slate-600">
            {t("measurementsSince", {
              total: formatNumber(vitals.data.total),
              date: formatDate(vitals.data.since),
            })}
          </p>
          <Thresholds thresholds={vitals.data.thresholds} />
        </div>
      )}
    </Panel>
  );
}
