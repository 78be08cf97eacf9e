import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { PALETTE_ORDER } from "../hall/exam-hall";
import { hallMessages } from "../hall/hall-messages";
import { StatusSwatch } from "../hall/question-palette";
import type { SectionTabCounts } from "./tcs-hall";

/** A section's five palette counts, as its tab shows them on hover, focus or a tap. */
export function SectionCountsPanel({
  id,
  name,
  tab,
  left,
}: {
  id: string;
  name: string;
  tab: SectionTabCounts;
  left: number;
}) {
  const t = useT(hallMessages);
  const contentName = useContentName();
  return (
    <div
      id={id}
      role="tooltip"
      data-testid="section-counts"
      data-section={name}
      style={{ left }}
      className="absolute top-full z-40 mt-1 w-64 rounded-lg border border-slate-300 bg-white p-3 text-sm shadow-lg"
    >
      <p className="font-semibold text-slate-900">{contentName(name)}</p>
      <ul className="mt-2 grid gap-1.5">
        {PALETTE_ORDER.map((status) => (
          <li
            key={status}
            data-status={status}
            data-count={tab.counts[status]}
            className="flex items-center gap-2 text-slate-800"
          >
            <StatusSwatch status={status} size="sm">
              {tab.counts[status]}
            </StatusSwatch>
            <span>{t(`st_${status}`)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 border-t border-slate-200 pt-2 text-xs text-slate-700">
        {t("questionsInSection", { count: tab.total })}
      </p>
    </div>
  );
}
