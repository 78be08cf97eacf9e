import { Clock } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { useToastPlacement } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { Link } from "@/lib/router";
import { cn, formatClock } from "@/lib/utils";
import type { SaveStatus } from "../answer-sheet/use-answer-sheet";
import { hallMessages } from "./hall-messages";

/** The page around a running quiz: brand, title, timer and actions in a sticky bar. */
export function QuizFrame({
  title,
  examType,
  timer,
  actions,
  wide = false,
  children,
}: {
  title: string;
  examType?: string;
  timer?: ReactNode;
  actions?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  // the answer and navigation buttons sit low on the page; the title bar's middle holds no control
  const t = useT(hallMessages);
  useToastPlacement("top");
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className={cn("mx-auto flex items-center gap-3 px-4 py-2", wide ? "max-w-7xl" : "max-w-3xl")}>
          <Link
            to="/"
            className="hidden text-lg font-bold text-blue-800 sm:inline"
            aria-label={t("abhyasDashboard")}
          >
            {t("brand")}
          </Link>
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-base font-semibold text-slate-900 sm:text-lg">{title}</h1>
            {examType ? <Badge variant="secondary">{examType}</Badge> : null}
          </div>
          {timer}
          {actions}
        </div>
      </header>
      <main className={cn("mx-auto px-4 py-4 sm:py-6", wide ? "max-w-7xl" : "max-w-3xl")}>{children}</main>
    </div>
  );
}

export function Countdown({
  remainingMs,
  label,
  sectionRemainingMs,
}: {
  remainingMs: number;
  label: string;
  sectionRemainingMs: number | null;
}) {
  const t = useT(hallMessages);
  const isLow = remainingMs < 60_000;
  return (
    <div className="flex flex-col items-end gap-0.5">
      <div
        role="timer"
        aria-label={label}
        data-testid="quiz-timer"
        className={cn(
          "inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1 text-base font-semibold tabular-nums",
          isLow ? "bg-red-100 text-red-900" : "bg-slate-100 text-slate-900",
        )}
      >
        <Clock className="h-4 w-4" aria-hidden />
        {formatClock(remainingMs / 1000)}
      </div>
      {sectionRemainingMs !== null ? (
        <p className="text-xs text-slate-700" data-testid="section-timer">
          {t("sectionClock", { time: formatClock(Math.max(0, sectionRemainingMs) / 1000) })}
        </p>
      ) : null}
    </div>
  );
}

export function SaveIndicator({ status }: { status: SaveStatus }) {
  const t = useT(hallMessages);
  const text = { saved: "saved", saving: "saving", pending: "saving", offline: "savedOffline" } as const;
  return (
    <span
      className={cn("text-xs", status === "offline" ? "text-amber-800" : "text-slate-700")}
      data-testid="save-status"
    >
      {t(text[status])}
    </span>
  );
}
