import { Info, Lock } from "lucide-react";
import { type PointerEvent, useEffect, useId, useRef, useState } from "react";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { cn, formatClock } from "@/lib/utils";
import { type SectionPhase, type SectionWindow, sectionPhase } from "../hall/exam-hall";
import type { AttemptSection } from "../hall/use-attempt-questions";
import { SectionCountsPanel } from "./section-counts-panel";
import type { SectionTabCounts } from "./tcs-hall";
import { tcsMessages } from "./tcs-messages";

type Shown = { index: number; left: number; pinned: boolean };
const PANEL_WIDTH = 256;

/**
 * The hall's sections as tabs. Each shows how many of its questions are answered and its time
 * state; hovering or focusing a tab (or tapping its info button on a phone) shows its counts in
 * the palette's five states. The section on screen is highlighted; a section not open yet cannot
 * be entered, and with `closedAreLocked` (TCS sectional timing) neither can a closed one.
 */
export function SectionTabs({
  sections,
  windows,
  now,
  currentIndex,
  tabCounts,
  closedAreLocked = false,
  onSelect,
}: {
  sections: AttemptSection[];
  windows: SectionWindow[] | null;
  now: number;
  currentIndex: number | undefined;
  tabCounts: SectionTabCounts[];
  closedAreLocked?: boolean;
  onSelect: (index: number) => void;
}) {
  const t = useT(tcsMessages);
  const contentName = useContentName();
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const lastPointer = useRef<string>("mouse");

  const leftOf = (anchor: HTMLElement) => {
    const box = wrapper.current?.getBoundingClientRect();
    if (!box) return 0;
    const room = Math.max(0, box.width - PANEL_WIDTH);
    return Math.min(Math.max(0, anchor.getBoundingClientRect().left - box.left), room);
  };
  const show = (index: number, anchor: HTMLElement) => {
    const left = leftOf(anchor);
    setShown((s) => (s?.index === index ? s : { index, left, pinned: false }));
  };
  /** a tap on the info button pins the panel open, and a second tap closes it */
  const togglePinned = (index: number, anchor: HTMLElement) => {
    const left = leftOf(anchor);
    setShown((s) => (s?.index === index && s.pinned ? null : { index, left, pinned: true }));
  };
  const hide = (index: number) => setShown((s) => (s && s.index === index && !s.pinned ? null : s));

  // a tapped (pinned) panel closes on a tap elsewhere or Escape
  useEffect(() => {
    if (!shown) return;
    const onDown = (e: globalThis.PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setShown(null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setShown(null);
    };
    document.addEventListener("pointerdown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [shown]);

  const shownTab = shown ? tabCounts[shown.index] : undefined;
  const shownSection = shown ? sections[shown.index] : undefined;
  return (
    <div ref={wrapper} className="relative">
      <nav aria-label={t("sections")} className="overflow-x-auto">
        <ul className="flex gap-2 pb-1">
          {sections.map((section, i) => {
            const window = windows?.[i];
            const phase: SectionPhase = window ? sectionPhase(window, now) : "open";
            const isLocked = phase === "upcoming" || (closedAreLocked && phase === "closed");
            const isCurrent = i === currentIndex;
            const tab = tabCounts[i];
            const isShown = shown?.index === i;
            const hoverOnly = (e: PointerEvent) => e.pointerType !== "touch";
            return (
              <li
                key={section.name}
                className="flex shrink-0 items-stretch"
                onPointerEnter={(e) => {
                  if (hoverOnly(e)) show(i, e.currentTarget);
                }}
                onPointerLeave={(e) => {
                  if (hoverOnly(e)) hide(i);
                }}
                onFocus={(e) => {
                  // keyboard focus shows the counts; a click or tap that focuses a button does not
                  if (e.target.matches(":focus-visible")) show(i, e.currentTarget);
                }}
                onBlur={() => hide(i)}
              >
                <button
                  type="button"
                  onClick={() => onSelect(i)}
                  disabled={isLocked}
                  aria-current={isCurrent ? "true" : undefined}
                  aria-describedby={isShown ? panelId : undefined}
                  data-testid="section-tab"
                  data-phase={phase}
                  className={cn(
                    "flex flex-col items-start rounded-l-lg border border-r-0 px-3 py-2 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:cursor-not-allowed",
                    isCurrent
                      ? "border-blue-700 bg-blue-700 text-white"
                      : isLocked
                        ? "border-slate-300 bg-slate-100 text-slate-700"
                        : "border-slate-300 bg-white text-slate-900",
                  )}
                >
                  <span className="flex items-center gap-1 font-semibold">
                    {phase !== "open" ? <Lock className="h-3.5 w-3.5" aria-hidden /> : null}
                    {contentName(section.name)}
                  </span>
                  <span className={cn("text-xs", isCurrent ? "text-blue-50" : "text-slate-700")}>
                    {tab ? t("answeredOfTotal", { answered: tab.answered, total: tab.total }) : ""}
                    {stateText(t, phase, window, now)}
                  </span>
                </button>
                <button
                  type="button"
                  aria-label={t("questionCounts", { section: contentName(section.name) })}
                  aria-expanded={isShown}
                  aria-controls={isShown ? panelId : undefined}
                  data-testid="section-info"
                  onPointerDown={(e) => {
                    lastPointer.current = e.pointerType;
                  }}
                  onClick={(e) => {
                    const anchor = e.currentTarget.parentElement ?? e.currentTarget;
                    if (lastPointer.current === "touch") togglePinned(i, anchor);
                    else show(i, anchor);
                    lastPointer.current = "mouse";
                  }}
                  className={cn(
                    "flex items-center rounded-r-lg border px-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600",
                    isCurrent
                      ? "border-blue-700 bg-blue-700 text-white"
                      : "border-slate-300 bg-white text-slate-800",
                  )}
                >
                  <Info className="h-4 w-4" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      {shown && shownTab && shownSection ? (
        <SectionCountsPanel id={panelId} name={shownSection.name} tab={shownTab} left={shown.left} />
      ) : null}
    </div>
  );
}

function stateText(
  t: (key: "closed" | "opensIn" | "leftTime", values?: { time: string }) => string,
  phase: SectionPhase,
  window: SectionWindow | undefined,
  now: number,
): string {
  if (phase === "closed") return t("closed");
  if (phase === "upcoming")
    return t("opensIn", { time: formatClock(((window?.opensAt ?? now) - now) / 1000) });
  return window ? t("leftTime", { time: formatClock((window.closesAt - now) / 1000) }) : "";
}
