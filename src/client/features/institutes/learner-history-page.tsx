import { MERIT_LIST_FORMATS } from "@shared/contract/live-tests";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Card } from "@/components/ui/card";
import { DownloadLink } from "@/components/ui/download-link";
import { useT } from "@/i18n/use-t";
import { formatDateTime } from "@/lib/indian-formats";
import { Link, useParams } from "@/lib/router";
import { assignmentsMessages } from "./assignments-messages";
import { learnerHistoryDownloadUrl, useLearnerHistory } from "./use-assignments";

const cell = "px-2 py-1.5 align-top";

/**
 * /institute/:instituteId/learners/:userId: one learner across the institute's assignments, newest
 * close first, with marks and rank of N where they submitted; downloads as CSV and Excel.
 */
export default function LearnerHistoryPage() {
  const t = useT(assignmentsMessages);
  const params = useParams();
  const instituteId = Number(params.instituteId);
  const userId = Number(params.userId);
  const history = useLearnerHistory(instituteId, userId);
  if (history.isLoading) return <PageLoading label={t("loading")} />;
  const data = history.data;
  if (!data) return <EmptyState title={t("historyMissing")}>{t("tryLater")}</EmptyState>;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <Link to={`/institute/${instituteId}`} className="text-sm text-blue-800 underline">
          {t("backToInstitute")}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{t("historyTitle", { name: data.name })}</h1>
        <p className="text-slate-800">{data.email}</p>
        <p className="text-sm text-slate-700" data-testid="history-batches">
          {data.batches.map((b) => (b.left ? t("batchLeft", { name: b.name }) : b.name)).join(" · ")}
        </p>
      </header>
      <div className="flex flex-wrap gap-2">
        {MERIT_LIST_FORMATS.map((format) => (
          <DownloadLink key={format} href={learnerHistoryDownloadUrl(instituteId, userId, format)}>
            {t(format === "csv" ? "downloadCsv" : "downloadXlsx")}
          </DownloadLink>
        ))}
      </div>
      <Card className="p-4">
        {data.rows.length === 0 ? (
          <p className="text-slate-700">{t("noHistory")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-700">
                <tr>
                  <th scope="col" className={cell}>
                    {t("paper")}
                  </th>
                  <th scope="col" className={cell}>
                    {t("closesColumn")}
                  </th>
                  <th scope="col" className={cell}>
                    {t("marks")}
                  </th>
                  <th scope="col" className={cell}>
                    {t("rank")}
                  </th>
                  <th scope="col" className={cell}>
                    {t("submittedColumn")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.assignmentId} className="border-b border-slate-100" data-testid="history-row">
                    <td className={cell}>
                      {row.title}
                      <span className="block text-xs text-slate-700">{row.batchNames.join(", ")}</span>
                      {row.cancelled ? (
                        <span className="block text-xs font-semibold text-red-800">{t("cancelled")}</span>
                      ) : null}
                    </td>
                    <td className={cell}>{formatDateTime(row.closesAt)}</td>
                    <td className={cell}>
                      {row.marks === null ? "–" : `${row.marks} / ${row.maxMarks ?? "–"}`}
                    </td>
                    <td className={cell}>
                      {row.rank === null ? "–" : t("rankOf", { rank: row.rank, of: row.of })}
                    </td>
                    <td className={cell}>
                      {row.submittedAt === null ? t("notSubmitted") : formatDateTime(row.submittedAt)}
                      <span className="block text-xs text-slate-700">
                        {t("attemptsTaken", { count: row.attemptsUsed })}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
