import type { AnswerSheet } from "@shared/contract/attempts";
import { Lock } from "lucide-react";
import { cn, formatClock } from "@/lib/utils";
import { type SectionWindow, sectionPhase } from "./exam-hall";
import type { AttemptSection } from "./use-attempt-questions";

/** The exam hall's sections as tabs: answered count and the section's time state. */
export function SectionTabs({
  sections,
  windows,
  now,
  currentIndex,
  answers,
  onSelect,
}: {
  sections: AttemptSection[];
  windows: SectionWindow[] | null;
  now: number;
  currentIndex: number | undefined;
  answers: AnswerSheet;
  onSelect: (index: number) => void;
}) {
  return (
    <nav aria-label="Sections" className="overflow-x-auto">
      <ul className="flex gap-2">
        {sections.map((section, i) => {
          const window = windows?.[i];
          const phase = window ? sectionPhase(window, now) : "open";
          const answered = section.questionIds.filter((id) => answers[String(id)] !== undefined).length;
          const isCurrent = i === currentIndex;
          const state =
            phase === "closed"
              ? "Closed"
              : phase === "upcoming"
                ? `Opens in ${formatClock(((window?.opensAt ?? now) - now) / 1000)}`
                : window
                  ? `${formatClock((window.closesAt - now) / 1000)} left`
                  : null;
          return (
            <li key={section.name} className="shrink-0">
              <button
                type="button"
                onClick={() => onSelect(i)}
                disabled={phase === "upcoming"}
                aria-current={isCurrent ? "true" : undefined}
                data-testid="section-tab"
                className={cn(
                  "flex flex-col items-start rounded-lg border px-3 py-2 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:cursor-not-allowed disabled:opacity-60",
                  isCurrent
                    ? "border-blue-700 bg-blue-700 text-white"
                    : "border-slate-300 bg-white text-slate-900",
                )}
              >
                <span className="flex items-center gap-1 font-semibold">
                  {phase !== "open" ? <Lock className="h-3.5 w-3.5" aria-hidden /> : null}
                  {section.name}
                </span>
                <span className={cn("text-xs", isCurrent ? "text-blue-50" : "text-slate-700")}>
                  {answered}/{section.questionIds.length} answered{state ? ` · ${state}` : ""}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
