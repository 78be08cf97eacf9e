import type { SectionResult } from "@shared/contract/attempts";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { formatMarks, formatPercent, formatSeconds } from "@/lib/format";
import { cn } from "@/lib/utils";
import { sourceIn } from "./cutoff-summary";
import { resultsMessages } from "./results-messages";

/** "2.25: cleared", in the verdict's colour. */
function SectionCutoff({ cutoff }: { cutoff: NonNullable<SectionResult["cutoff"]> }) {
  const t = useT(resultsMessages);
  return (
    <span
      className={cn("whitespace-nowrap font-medium", cutoff.cleared ? "text-green-800" : "text-red-800")}
      title={t("sectionCutoffTitle", {
        marks: formatMarks(cutoff.officialMarks),
        max: formatMarks(cutoff.officialMaxMarks),
        year: cutoff.year,
      })}
    >
      {formatMarks(cutoff.marks)}: {cutoff.cleared ? t("cleared") : t("notCleared")}
    </span>
  );
}

/**
 * Marks, counts, accuracy and time per section, with the sectional cut-off where there is one: a
 * table from small tablets up, a card per section on a phone (seven columns do not fit 390 px).
 */
export function SectionResultsTable({ sections }: { sections: readonly SectionResult[] }) {
  const t = useT(resultsMessages);
  const contentName = useContentName();
  const cutoff = sections.find((s) => s.cutoff !== null)?.cutoff;
  return (
    <>
      <SectionCards sections={sections} />
      <SectionTable sections={sections} />
      {cutoff ? (
        <p className="text-xs text-slate-700" data-testid="section-cutoff-note">
          {t("sectionalCutoffsNote", {
            year: cutoff.year,
            category: contentName(cutoff.category),
            source: sourceIn(cutoff),
          })}
        </p>
      ) : null}
    </>
  );
}

function SectionCards({ sections }: { sections: readonly SectionResult[] }) {
  const t = useT(resultsMessages);
  const contentName = useContentName();
  const hasPartial = sections.some((s) => s.partial > 0);
  return (
    <ul className="space-y-2 sm:hidden" data-testid="section-cards">
      {sections.map((s) => {
        const figures: [string, string][] = [
          [t("correct"), String(s.correct)],
          ...(hasPartial ? [[t("part"), String(s.partial)] as [string, string]] : []),
          [t("wrong"), String(s.wrong)],
          [t("skipped"), String(s.skipped)],
          [t("accuracy"), formatPercent(s.accuracy)],
          [t("time"), formatSeconds(s.timeSpent)],
        ];
        return (
          <li key={s.name} className="rounded-xl border border-slate-200 bg-white p-3" data-section={s.name}>
            <div className="flex items-baseline justify-between gap-2">
              <p className="font-semibold text-slate-900">{contentName(s.name)}</p>
              <p className="tabular-nums text-slate-900">
                <span className="font-semibold">{formatMarks(s.marks)}</span> / {formatMarks(s.maxMarks)}
              </p>
            </div>
            <dl className="mt-2 grid grid-flow-col text-center text-xs">
              {figures.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-slate-700">{label}</dt>
                  <dd className="mt-0.5 text-sm font-medium tabular-nums text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            {s.cutoff ? (
              <p className="mt-2 text-sm text-slate-800">
                {t("sectionalCutoff")} <SectionCutoff cutoff={s.cutoff} />
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function SectionTable({ sections }: { sections: readonly SectionResult[] }) {
  const t = useT(resultsMessages);
  const contentName = useContentName();
  const hasCutoffs = sections.some((s) => s.cutoff !== null);
  const hasPartial = sections.some((s) => s.partial > 0);
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
      <table className="w-full text-left text-sm" data-testid="section-results">
        <caption className="sr-only">{t("tableCaption")}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t("section")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t("marksMax")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t("correct")}
            </th>
            {hasPartial ? (
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t("part")}
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t("wrong")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t("skipped")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t("accuracy")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t("time")}
            </th>
            {hasCutoffs ? (
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("cutoff")}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-900">
          {sections.map((s) => (
            <tr key={s.name}>
              <th scope="row" className="px-3 py-2 font-medium">
                {contentName(s.name)}
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
                    <SectionCutoff cutoff={s.cutoff} />
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
