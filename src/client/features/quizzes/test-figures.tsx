import type { Marking } from "@shared/contract/exams";
import { useT } from "@/i18n/use-t";
import { formatMarks, formatMinutes, formatPercent } from "@/lib/format";
import { formatNumber } from "@/lib/indian-formats";
import { quizzesMessages } from "./quizzes-messages";

/** The real figures of a mock test or past paper, as a definition list. */
export function TestFigures({
  durationMinutes,
  questionCount,
  hindiCount,
  maxMarks,
  marking,
  attemptCount,
  bestScore,
  bestPercent,
}: {
  durationMinutes: number;
  questionCount: number;
  hindiCount: number;
  maxMarks: number;
  marking: Marking;
  attemptCount?: number;
  bestScore?: number | null;
  bestPercent?: number | null;
}) {
  const t = useT(quizzesMessages);
  const items: { label: string; value: string }[] = [
    { label: t("duration"), value: formatMinutes(durationMinutes) },
    { label: t("questions"), value: formatNumber(questionCount) },
    // said before the test starts, so a Hindi-medium learner is not surprised by English questions
    {
      label: t("inHindi"),
      value:
        hindiCount === 0
          ? t("englishOnly")
          : hindiCount === questionCount
            ? t("allQuestions")
            : t("countOf", { count: formatNumber(hindiCount), total: formatNumber(questionCount) }),
    },
    { label: t("maxMarks"), value: formatMarks(maxMarks) },
    {
      label: t("marking"),
      value: `${formatMarks(marking.correct, { signed: true })} / ${formatMarks(marking.wrong, { signed: true })}`,
    },
  ];
  const attemptedBy = t("attemptedBy");
  if (attemptCount !== undefined) items.push({ label: attemptedBy, value: formatNumber(attemptCount) });
  if (bestScore !== undefined && bestScore !== null) {
    items.push({
      label: t("yourBest"),
      value: `${formatMarks(bestScore)} / ${formatMarks(maxMarks)}${
        bestPercent !== undefined && bestPercent !== null ? ` (${formatPercent(bestPercent)})` : ""
      }`,
    });
  }
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
      {items.map((item) => (
        <div key={item.label}>
          <dt className="text-slate-600">{item.label}</dt>
          <dd className="font-semibold text-slate-900">
            {item.value}
            {item.label === attemptedBy ? (
              <span className="font-normal text-slate-700">
                {" "}
                {attemptCount === 1 ? t("learner") : t("learners")}
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
