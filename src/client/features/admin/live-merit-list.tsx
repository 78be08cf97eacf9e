import type { AdminLiveTest, FinishedBy } from "@shared/contract/live-tests";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DownloadLink } from "@/components/ui/download-link";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { formatMarks, formatSeconds } from "@/lib/format";
import { formatNumber } from "@/lib/indian-formats";
import { cn } from "@/lib/utils";
import { adminLiveTestsMessages } from "./live-tests-messages";
import { meritListDownloadUrl, useMeritList } from "./use-admin-live-tests";

const FINISHED_BY_KEYS = {
  learner: "finishedByLearner",
  server: "finishedByServer",
} as const satisfies Record<FinishedBy, string>;

const cell = "px-3 py-2";

/**
 * The organiser's merit list of an ended live test: every candidate, a page at a time, with marks
 * per section, rank, NTA percentile, time taken and who submitted; the whole list as CSV or Excel.
 */
export function MeritListPanel({ test }: { test: AdminLiveTest }) {
  const t = useT(adminLiveTestsMessages);
  const contentName = useContentName();
  const [page, setPage] = useState(1);
  const list = useMeritList(test.id, page);
  if (list.isPending) return <p className="text-sm text-slate-700">{t("loadingMeritList")}</p>;
  if (list.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {list.error.message}
      </p>
    );
  const m = list.data;
  const pages = Math.max(1, Math.ceil(m.cohortSize / m.pageSize));
  return (
    <section
      className="grid gap-3 rounded-lg border border-slate-200 p-3"
      aria-label={t("meritListTitle", { title: test.title })}
      data-testid="merit-list"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          {t("meritMeta", {
            cohort: formatNumber(m.cohortSize),
            status: t(m.status === "final" ? "final" : "provisional"),
          })}
        </p>
        <div className="flex flex-wrap gap-2">
          {(["csv", "xlsx"] as const).map((format) => (
            <DownloadLink key={format} href={meritListDownloadUrl(test.id, format)}>
              {t(format === "csv" ? "downloadCsv" : "downloadXlsx")}
            </DownloadLink>
          ))}
        </div>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">{t("meritListCaption")}</caption>
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th scope="col" className={cell}>
                {t("colRank")}
              </th>
              <th scope="col" className={cell}>
                {t("colName")}
              </th>
              <th scope="col" className={cn(cell, "text-right")}>
                {t("colMarks")}
              </th>
              {m.sectionNames.map((name) => (
                <th key={name} scope="col" className={cn(cell, "text-right")}>
                  {contentName(name)}
                </th>
              ))}
              <th scope="col" className={cn(cell, "text-right")}>
                {t("colPercentile")}
              </th>
              <th scope="col" className={cn(cell, "text-right")}>
                {t("colTime")}
              </th>
              <th scope="col" className={cell}>
                {t("colFinishedBy")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums text-slate-900">
            {m.rows.map((row) => (
              <tr key={row.attemptId}>
                <td className={cn(cell, "font-semibold")}>{formatNumber(row.rank)}</td>
                <th scope="row" className={cn(cell, "font-medium")}>
                  {row.name}
                  <span className="block text-xs font-normal text-slate-600">{row.email}</span>
                </th>
                <td className={cn(cell, "text-right font-semibold")}>{formatMarks(row.marks)}</td>
                {row.sections.map((s) => (
                  <td key={s.name} className={cn(cell, "text-right")}>
                    {formatMarks(s.marks)}
                  </td>
                ))}
                <td className={cn(cell, "text-right")}>{row.percentile.toFixed(2)}</td>
                <td className={cn(cell, "text-right")}>
                  {row.timeTakenSeconds === null ? "" : formatSeconds(row.timeTakenSeconds)}
                </td>
                <td className={cell}>{t(FINISHED_BY_KEYS[row.finishedBy])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav
          className="flex items-center justify-end gap-2 text-sm"
          aria-label={t("meritListTitle", { title: test.title })}
        >
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("previousPage")}
          </Button>
          <span>{t("pageOf", { page: formatNumber(page), pages: formatNumber(pages) })}</span>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t("nextPage")}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
