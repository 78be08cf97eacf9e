import type { Marking } from "@shared/contract/exams";
import { formatCount, formatMarks, formatMinutes, formatPercent } from "@/lib/format";

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
  const items: { label: string; value: string }[] = [
    { label: "Duration", value: formatMinutes(durationMinutes) },
    { label: "Questions", value: formatCount(questionCount) },
    // said before the test starts, so a Hindi-medium learner is not surprised by English questions
    {
      label: "In Hindi",
      value:
        hindiCount === 0
          ? "English only"
          : hindiCount === questionCount
            ? "All questions"
            : `${formatCount(hindiCount)} of ${formatCount(questionCount)}`,
    },
    { label: "Max marks", value: formatMarks(maxMarks) },
    {
      label: "Marking",
      value: `${formatMarks(marking.correct, { signed: true })} / ${formatMarks(marking.wrong, { signed: true })}`,
    },
  ];
  if (attemptCount !== undefined)
    items.push({ label: "Attempted by", value: `${formatCount(attemptCount)}` });
  if (bestScore !== undefined && bestScore !== null) {
    items.push({
      label: "Your best",
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
            {item.label === "Attempted by" ? (
              <span className="font-normal text-slate-700">
                {" "}
                {attemptCount === 1 ? "learner" : "learners"}
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
