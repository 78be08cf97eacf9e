import type { SectionResult } from "@shared/contract/attempts";
import { formatMarks, formatPercent, formatSeconds } from "@/lib/format";
import { cn } from "@/lib/utils";

/** Marks, counts, accuracy and time per section, with the sectional cut-off where there is one. */
export function SectionResultsTable({ sections }: { sections: readonly SectionResult[] }) {
  const hasCutoffs = sections.some((s) => s.cutoff !== null);
  const hasPartial = sections.some((s) => s.partial > 0);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[560px] text-left text-sm" data-testid="section-results">
        <caption className="sr-only">Marks, accuracy and time per section</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Section
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Marks / Max
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Correct
            </th>
            {hasPartial ? (
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Part
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Wrong
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Skipped
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Accuracy
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Time
            </th>
            {hasCutoffs ? (
              <th scope="col" className="px-3 py-2 font-semibold">
                Cut-off
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-900">
          {sections.map((s) => (
            <tr key={s.name}>
              <th scope="row" className="px-3 py-2 font-medium">
                {s.name}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">
                <span className="font-semibold">{formatMarks(s.marks)}</span> / {formatMarks(s.maxMarks)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums text-green-800">{s.correct}</td>
              {hasPartial ? <td className="px-3 py-2 text-right tabular-nums">{s.partial}</td> : null}
              <td className="px-3 py-2 text-right tabular-nums text-red-800">{s.wrong}</td>
              <td className="px-3 py-2 text-right tabular-nums text-slate-700">{s.skipped}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatPercent(s.accuracy)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatSeconds(s.timeSpent)}</td>
              {hasCutoffs ? (
                <td className="px-3 py-2">
                  {s.cutoff ? (
                    <span
                      className={cn(
                        "whitespace-nowrap font-medium",
                        s.cutoff.cleared ? "text-green-800" : "text-red-800",
                      )}
                      title={`${formatMarks(s.cutoff.officialMarks)}/${formatMarks(s.cutoff.officialMaxMarks)} in the ${s.cutoff.year} paper`}
                    >
                      {formatMarks(s.cutoff.marks)}: {s.cutoff.cleared ? "cleared" : "not cleared"}
                    </span>
                  ) : (
                    <span className="text-slate-600">{"\u2014"}</span>
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
