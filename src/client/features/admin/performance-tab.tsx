import {
  type AdminVitalsResponse,
  type DeviceClass,
  REPORTED_VITALS,
  VITALS_REPORT_DAYS,
  type VitalRating,
  type VitalSummaryView,
} from "@shared/contract/vitals";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Panel } from "./panel";
import { useAdminVitals } from "./use-admin-vitals";

type Reported = (typeof REPORTED_VITALS)[number];

const DEVICE_LABELS: Record<DeviceClass, string> = {
  "low-end-phone": "Low-end phone",
  phone: "Phone",
  tablet: "Tablet",
  desktop: "Desktop",
};

const RATING_LABELS: Record<VitalRating, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};
const RATING_BADGES = { good: "easy", "needs-improvement": "medium", poor: "hard" } as const;

const METRIC_TITLES: Record<Reported, string> = {
  LCP: "Largest Contentful Paint",
  INP: "Interaction to Next Paint",
  CLS: "Cumulative Layout Shift",
};

const formatValue = (name: Reported, value: number) =>
  name === "CLS"
    ? value.toFixed(2)
    : value >= 1000
      ? `${(value / 1000).toFixed(2)} s`
      : `${Math.round(value)} ms`;

function Cell({ name, summary }: { name: Reported; summary: VitalSummaryView | undefined }) {
  if (!summary) return <td className="px-3 py-2 text-slate-500">No samples</td>;
  return (
    <td className="px-3 py-2">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold tabular-nums text-slate-900">{formatValue(name, summary.p75)}</span>
        <Badge variant={RATING_BADGES[summary.rating]}>{RATING_LABELS[summary.rating]}</Badge>
      </span>
      <span className="block text-xs text-slate-600">
        {summary.count.toLocaleString("en-IN")} {summary.count === 1 ? "sample" : "samples"},{" "}
        {Math.round(summary.shares.good * 100)}% good
      </span>
    </td>
  );
}

function Thresholds({ thresholds }: { thresholds: AdminVitalsResponse["thresholds"] }) {
  return (
    <ul className="grid gap-2 text-sm text-slate-700 sm:grid-cols-3" aria-label="Thresholds">
      {REPORTED_VITALS.map((name) => (
        <li key={name} className="rounded-lg border border-slate-200 p-3">
          <span className="font-semibold text-slate-900">{name}</span>{" "}
          <span className="text-slate-600">({METRIC_TITLES[name]})</span>
          <span className="mt-1 block">
            Good ≤ {formatValue(name, thresholds[name].good)}, poor &gt;{" "}
            {formatValue(name, thresholds[name].poor)}
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
  const [days, setDays] = useState<number>(28);
  const vitals = useAdminVitals(days);
  return (
    <Panel
      title="Performance in the field"
      id="performance"
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <label className="text-sm text-slate-700">
            <span className="mr-2">Period</span>
            <select
              className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
              value={days}
              onChange={(e) => setDays(Number(e.target.value))}
            >
              {VITALS_REPORT_DAYS.map((d) => (
                <option key={d} value={d}>
                  {d === 1 ? "Last day" : `Last ${d} days`}
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
            Refresh
          </Button>
        </div>
      }
    >
      <p className="mb-4 text-sm text-slate-700">
        75th percentile (p75) of what learners' browsers measured, as Core Web Vitals are judged: a route
        passes when its p75 is good. Only a sample of page loads reports, with no personal data.
      </p>
      {vitals.isLoading ? (
        <PageLoading label="Loading web vitals..." />
      ) : vitals.isError || !vitals.data ? (
        <p className="text-red-700">Could not load web vitals. Please reload the page.</p>
      ) : (
        <div className="grid gap-4">
          {vitals.data.groups.length === 0 ? (
            <EmptyState title="No web vitals yet">Sampled page loads report here within minutes.</EmptyState>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[40rem] text-left text-sm" data-testid="vitals-table">
                <caption className="sr-only">p75 web vitals by route and device class</caption>
                <thead className="border-b border-slate-200 text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Route
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Device
                    </th>
                    {REPORTED_VITALS.map((name) => (
                      <th key={name} scope="col" className="px-3 py-2 font-semibold">
                        <abbr title={METRIC_TITLES[name]}>{name}</abbr> p75
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
                      <td className="px-3 py-2 text-slate-800">{DEVICE_LABELS[g.deviceClass]}</td>
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
            {vitals.data.total.toLocaleString("en-IN")} measurements since{" "}
            {new Date(vitals.data.since).toLocaleDateString("en-IN", { dateStyle: "medium" })}.
          </p>
          <Thresholds thresholds={vitals.data.thresholds} />
        </div>
      )}
    </Panel>
  );
}
