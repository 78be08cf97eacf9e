import { ChevronDown, Clock, UserRound } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useAuth } from "@/hooks/use-auth";
import { useT } from "@/i18n/use-t";
import type { Language } from "@/lib/question-language";
import { cn, formatClock } from "@/lib/utils";
import { LanguageSwitch } from "../hall/language-switch";
import { useAttemptNow } from "../hall/use-server-clock";
import { tcsMessages } from "./tcs-messages";

/**
 * The paper's clock ticking on its own every second, for a paper without section clocks: the hall
 * around it then re-renders when its state changes, not with every second.
 */
export function LiveTcsClock(props: {
  offset: number;
  endsAt: number;
  stoppedAt: number | null;
  running: boolean;
}) {
  const now = useAttemptNow(props);
  return <TcsClock remainingMs={Math.max(0, props.endsAt - now)} />;
}

/** The paper's clock, top right as in the hall: the time left for the whole test. */
export function TcsClock({ remainingMs }: { remainingMs: number }) {
  const t = useT(tcsMessages);
  const isLow = remainingMs < 60_000;
  return (
    <div className="flex items-center gap-1.5">
      <span className="hidden text-xs font-medium text-slate-700 sm:inline">{t("timeLeft")}</span>
      <div
        role="timer"
        aria-label={t("testTimeRemaining")}
        data-testid="quiz-timer"
        className={cn(
          "inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1 text-base font-semibold tabular-nums",
          isLow ? "bg-red-100 text-red-900" : "bg-slate-100 text-slate-900",
        )}
      >
        <Clock className="h-4 w-4" aria-hidden />
        {formatClock(remainingMs / 1000)}
      </div>
    </div>
  );
}

/** "Time left in Reasoning: 12:34": the open section's own countdown under sectional timing. */
export function SectionClock({ name, remainingMs }: { name: string; remainingMs: number }) {
  const t = useT(tcsMessages);
  const isLow = remainingMs < 60_000;
  return (
    <p
      role="timer"
      aria-label={t("timeLeftIn", { section: name })}
      data-testid="section-timer"
      className={cn(
        "rounded-lg px-2.5 py-1 text-sm",
        isLow ? "bg-red-100 text-red-900" : "bg-blue-50 text-blue-950",
      )}
    >
      {t("timeLeftInColon", { section: name })}{" "}
      <span className="font-semibold tabular-nums">{formatClock(Math.max(0, remainingMs) / 1000)}</span>
    </p>
  );
}

/**
 * The candidate's profile menu, where TCS halls switch the language of the whole paper (NTA
 * switches per question instead). Without Hindi in the paper it says the paper is English only.
 */
export function ProfileMenu({
  language,
  onLanguageChange,
  hasHindi,
}: {
  language: Language;
  onLanguageChange: (language: Language) => void;
  hasHindi: boolean;
}) {
  const t = useT(tcsMessages);
  const { user } = useAuth();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ") || t("candidate");
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t("profile", { name })}
        data-testid="profile-menu"
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      >
        <UserRound className="h-5 w-5 rounded-full bg-slate-200 p-0.5" aria-hidden />
        <span className="hidden max-w-32 truncate md:inline">{name}</span>
        <ChevronDown className="h-4 w-4" aria-hidden />
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 top-full z-40 mt-1 w-60 rounded-lg border border-slate-300 bg-white p-3 text-sm shadow-lg"
        >
          <p className="font-semibold text-slate-900">{name}</p>
          <p className="mt-2 text-xs font-medium uppercase tracking-wide text-slate-700">
            {t("paperLanguage")}
          </p>
          {hasHindi ? (
            <div className="mt-1.5">
              <LanguageSwitch
                value={language}
                onChange={(value) => {
                  onLanguageChange(value);
                  setOpen(false);
                }}
              />
            </div>
          ) : (
            <p className="mt-1 text-slate-800">{t("englishOnly")}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
