import type { AssignmentItemRow } from "@shared/contract/assignment-results";
import { useT } from "@/i18n/use-t";
import { formatSeconds } from "@/lib/format";
import { assignmentsMessages } from "./assignments-messages";
import { useAssignmentItemStatistics } from "./use-assignments";

const cell = "px-2 py-1.5 align-top";

const percent = (share: number | null) => (share === null ? "–" : `${Math.round(share * 100)}%`);

/** The first words of a question: enough to know it in a table row. */
const shortText = (text: string) => (text.length > 90 ? `${text.slice(0, 87).trimEnd()}…` : text);

type FlagKey = "flagWrongKey" | "flagLowDiscrimination" | "flagTooHard" | "flagTooEasy" | "flagUnusedOption";

const FLAG_KEYS: Partial<Record<AssignmentItemRow["flags"][number]["kind"], FlagKey>> = {
  likely_wrong_key: "flagWrongKey",
  low_discrimination: "flagLowDiscrimination",
  too_hard: "flagTooHard",
  too_easy: "flagTooEasy",
  unused_option: "flagUnusedOption",
};

/**
 * Each question of an assignment over the batch's best attempts: the share fully right, the mean
 * time, how well it told the stronger learners from the weaker, and what to look at again.
 */
export function ItemStatisticsTable({
  instituteId,
  assignmentId,
}: {
  instituteId: number;
  assignmentId: number;
}) {
  const t = useT(assignmentsMessages);
  const stats = useAssignmentItemStatistics(instituteId, assignmentId, true);
  if (stats.isLoading) return <p className="text-slate-700">{t("loading")}</p>;
  const data = stats.data;
  if (!data || data.attempts === 0) return <p className="text-slate-700">{t("noSubmissions")}</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        {t(data.attempts < data.indicativeAttempts ? "itemStatsFew" : "itemStatsOver", {
          count: data.attempts,
        })}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th scope="col" className={cell}>
                #
              </th>
              <th scope="col" className={cell}>
                {t("questionColumn")}
              </th>
              <th scope="col" className={cell}>
                {t("fullyRight")}
              </th>
              <th scope="col" className={cell}>
                {t("meanTime")}
              </th>
              <th scope="col" className={cell}>
                {t("discrimination")}
              </th>
              <th scope="col" className={cell}>
                {t("lookAgain")}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.questions.map((q) => (
              <tr key={q.questionId} className="border-b border-slate-100" data-testid="item-statistics-row">
                <td className={cell}>{q.position}</td>
                <td className={cell}>{shortText(q.text)}</td>
                <td className={cell}>{percent(q.correct)}</td>
                <td className={cell}>
                  {q.meanTimeSeconds === null ? "–" : formatSeconds(q.meanTimeSeconds)}
                </td>
                <td className={cell}>
                  {q.discrimination === null ? "–" : `${Math.round(q.discrimination)}%`}
                </td>
                <td className={cell}>
                  {q.flags
                    .flatMap((f) => {
                      const key = FLAG_KEYS[f.kind];
                      return key ? [t(key, { option: "ABCDE"[f.option ?? 0] ?? "?" })] : [];
                    })
                    .join("; ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
