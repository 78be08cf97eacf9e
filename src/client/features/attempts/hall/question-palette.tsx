import { Check } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { PALETTE_ORDER, type PaletteCounts, type PaletteStatus } from "./exam-hall";
import { hallMessages } from "./hall-messages";

/** The exam-hall colours: a shape cue as well as colour, so the status never rests on colour alone. */
export const PALETTE_STYLES: Record<PaletteStatus, string> = {
  not_visited: "rounded-md border border-slate-500 bg-white text-slate-900",
  not_answered: "rounded-t-md rounded-b-[18px] border border-red-800 bg-red-700 text-white",
  answered: "rounded-t-[18px] rounded-b-md border border-green-800 bg-green-700 text-white",
  marked: "rounded-full border border-violet-800 bg-violet-700 text-white",
  answered_marked: "rounded-full border border-violet-800 bg-violet-700 text-white",
};

/**
 * NTA's own symbols: a grey square (not visited), red (not answered), green (answered), a violet
 * circle (marked for review), and the violet circle with a green tick (answered and marked).
 */
export const NTA_PALETTE_STYLES: Record<PaletteStatus, string> = {
  not_visited: "rounded-md border border-slate-500 bg-slate-200 text-slate-900",
  not_answered: "rounded-t-md rounded-b-[18px] border border-red-800 bg-red-700 text-white",
  answered: "rounded-t-[18px] rounded-b-md border border-green-800 bg-green-700 text-white",
  marked: "rounded-full border border-violet-900 bg-violet-800 text-white",
  answered_marked: "rounded-full border border-violet-900 bg-violet-800 text-white",
};

export type PaletteShapes = "exam" | "nta";
const STYLES: Record<PaletteShapes, Record<PaletteStatus, string>> = {
  exam: PALETTE_STYLES,
  nta: NTA_PALETTE_STYLES,
};

export type PaletteItem = { id: number; number: number; status: PaletteStatus; isLocked: boolean };

/** a palette button, a legend's swatch with its count, a table header's swatch */
const SWATCH_SIZES = { md: "h-9 w-9 text-sm", sm: "h-6 w-6 text-xs", xs: "h-5 w-5 text-sm" } as const;

export function StatusSwatch({
  status,
  children,
  className,
  shapes = "exam",
  size = "md",
}: {
  status: PaletteStatus;
  children?: ReactNode;
  className?: string;
  shapes?: PaletteShapes;
  size?: keyof typeof SWATCH_SIZES;
}) {
  return (
    <span
      className={cn(
        "relative inline-flex shrink-0 items-center justify-center font-semibold",
        SWATCH_SIZES[size],
        STYLES[shapes][status],
        className,
      )}
    >
      {children}
      {status === "answered_marked" ? (
        <span
          className="absolute -bottom-1 -right-1 flex h-4 w-4 items-center justify-center rounded-full border-2 border-white bg-green-600"
          aria-hidden
        >
          <Check className="h-2.5 w-2.5 text-white" strokeWidth={4} />
        </span>
      ) : null}
    </span>
  );
}

/** Numbered buttons, one per question of the section, showing each question's status. */
export function QuestionPalette({
  title,
  items,
  currentId,
  counts,
  onJump,
  labels = "st",
  shapes = "exam",
  legend,
}: {
  title: string;
  items: PaletteItem[];
  currentId: number;
  counts: PaletteCounts;
  onJump: (questionId: number) => void;
  /** the statuses' names: the hall catalogue's `st_<status>`, or an interface's own wording (`nta_<status>`) */
  labels?: "st" | "nta";
  shapes?: PaletteShapes;
  /** a legend of the interface's own in place of the default one (null: none) */
  legend?: ReactNode;
}) {
  const t = useT(hallMessages);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={titleId} className="text-sm font-semibold text-slate-900">
        {t("paletteTitle", { title })}
      </h2>
      <ul
        className="mt-3 grid grid-cols-6 gap-2 sm:grid-cols-8 lg:grid-cols-5"
        data-testid="question-palette"
      >
        {items.map((item) => {
          const isCurrent = item.id === currentId;
          return (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onJump(item.id)}
                disabled={item.isLocked}
                aria-current={isCurrent ? "step" : undefined}
                aria-label={t(isCurrent ? "paletteItemCurrent" : "paletteItem", {
                  number: item.number,
                  status: t(`${labels}_${item.status}`),
                })}
                data-status={item.status}
                className={cn(
                  "rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50",
                  isCurrent && "ring-2 ring-blue-600 ring-offset-2",
                )}
              >
                <StatusSwatch status={item.status} shapes={shapes}>
                  {item.number}
                </StatusSwatch>
              </button>
            </li>
          );
        })}
      </ul>
      {legend !== undefined ? (
        legend
      ) : (
        <>
          <h3 className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-700">{t("legend")}</h3>
          <ul className="mt-2 grid gap-2 text-sm text-slate-800" data-testid="palette-legend">
            {PALETTE_ORDER.map((status) => (
              <li
                key={status}
                data-status={status}
                data-count={counts[status]}
                className="flex items-center gap-2"
              >
                <StatusSwatch status={status} shapes={shapes}>
                  {counts[status]}
                </StatusSwatch>
                <span>{t(`${labels}_${status}`)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
