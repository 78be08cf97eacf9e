import { useT } from "@/i18n/use-t";
import { formatSeconds } from "@/lib/format";
import { Link } from "@/lib/router";
import { assignmentsMessages } from "./assignments-messages";
import { useAssignmentMeritList } from "./use-assignments";

const cell = "px-2 py-1.5";

/** An assignment's merit list on screen; each name opens the learner's history in the institute. */
export function MeritTable({ instituteId, assignmentId }: { instituteId: number; assignmentId: number }) {
  const t = useT(assignmentsMessages);
  const list = useAssignmentMeritList(instituteId, assignmentId, true);
  if (list.isLoading) return <p className="text-slate-700">{t("loading")}</p>;
  const data = list.data;
  if (!data || data.rows.length === 0) return <p className="text-slate-700">{t("noSubmissions")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            <th scope="col" className={cell}>
              {t("rank")}
            </th>
            <th scope="col" className={cell}>
              {t("name")}
            </th>
            <th scope="col" className={cell}>
              {t("marks")}
            </th>
            {data.sectionNames.map((name) => (
              <th key={name} scope="col" className={cell}>
                {name}
              </th>
            ))}
            <th scope="col" className={cell}>
              {t("timeTaken")}
            </th>
            <th scope="col" className={cell}>
              {t("finishedBy")}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.attemptId} className="border-b border-slate-100" data-testid="assignment-merit-row">
              <td className={cell}>{row.rank}</td>
              <td className={cell}>
                <Link
                  to={`/institute/${instituteId}/learners/${row.userId}`}
                  className="text-blue-800 underline"
                >
                  {row.name}
                </Link>
                <span className="block text-xs text-slate-700">{row.email}</span>
              </td>
              <td className={cell}>{row.marks}</td>
              {row.sections.map((s) => (
                <td key={s.name} className={cell}>
                  {s.marks}
                </td>
              ))}
              <td className={cell}>
                {row.timeTakenSeconds === null ? "" : formatSeconds(row.timeTakenSeconds)}
              </td>
              <td className={cell}>{t(row.finishedBy === "server" ? "byServer" : "byLearner")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
