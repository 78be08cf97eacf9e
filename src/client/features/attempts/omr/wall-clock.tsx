import { memo } from "react";
import { currentLanguage, translate } from "@/i18n/i18n";
import { intlLocale, type Language } from "@/i18n/language";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { IST_TIME_ZONE } from "../../../../domain/ist";
import { useAttemptNow } from "../hall/use-server-clock";
import { omrMessages } from "./omr-messages";

// made on first use (see lib/ist-date.ts): only the OMR hall shows a wall clock
const timeOfDay = new Map<Language, Intl.DateTimeFormat>();

/**
 * The IST time of day of an instant as a wall clock reads it: "02:05" and "pm"; in Hindi "02:05" and
 * the part of the day ("दोपहर"), which Hindi says before the time (`periodFirst`).
 */
export function istClockTime(
  ms: number,
  language: Language = currentLanguage(),
): { time: string; period: string; periodFirst: boolean } {
  let format = timeOfDay.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), {
      timeZone: IST_TIME_ZONE,
      hour: "2-digit",
      minute: "2-digit",
      ...(language === "hi" ? { dayPeriod: "short" } : { hour12: true }),
    });
    timeOfDay.set(language, format);
  }
  const parts = format.formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    time: `${part("hour")}:${part("minute")}`,
    period: part("dayPeriod").toLowerCase(),
    periodFirst: language === "hi",
  };
}

/** "2 h 05 min left", "12 min left", "less than a minute left": whole minutes, as a glance at a clock gives. */
export function timeLeftText(remainingMs: number): string {
  const minutes = Math.floor(Math.max(0, remainingMs) / 60_000);
  if (remainingMs <= 0) return translate(omrMessages, "timeIsOver");
  if (minutes === 0) return translate(omrMessages, "lessThanMinute");
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return translate(omrMessages, "minutesLeft", { minutes });
  return translate(omrMessages, "hoursMinutesLeft", {
    hours,
    minutes: String(minutes % 60).padStart(2, "0"),
  });
}

/**
 * The first moment the wall clock reads differently after `now`: the next minute of the time of day (IST is 5 h 30 min ahead of UTC, so its minutes turn with UTC's)
 * or the next drop of the whole minutes left, whichever comes first; null once the paper has ended.
 */
export function nextWallClockChange(now: number, endsAt: number): number | null {
  if (now >= endsAt) return null;
  const nextMinute = (Math.floor(now / 60_000) + 1) * 60_000;
  // the whole minutes left drop once the time left falls below a whole minute
  const nextMinuteLeft = endsAt - Math.floor((endsAt - now) / 60_000) * 60_000 + 1;
  return Math.min(nextMinute, nextMinuteLeft, endsAt);
}

/**
 * The hall's wall clock: the time of day in IST, big and plain, with when the paper ends and a
 * quiet line of time left. The server's clock drives it (`offset` from the device's, frozen at
 * `stoppedAt` once handed in); the deadline and the submit at zero stay the server's and
 * use-submit-attempt's. It keeps its own time and re-renders only when a minute it shows turns:
 * the rest of the hall does not re-render every second for it.
 */
export const WallClock = memo(function WallClock({
  offset,
  endsAt,
  stoppedAt,
  running,
  compact = false,
}: {
  offset: number;
  endsAt: number;
  stoppedAt: number | null;
  running: boolean;
  /** one line, for a phone's header */
  compact?: boolean;
}) {
  const t = useT(omrMessages);
  const now = useAttemptNow({
    offset,
    endsAt,
    stoppedAt,
    running,
    nextChange: (current) => nextWallClockChange(current, endsAt),
  });
  const clock = istClockTime(now);
  const end = istClockTime(endsAt);
  const remainingMs = endsAt - now;
  const isLow = remainingMs < 5 * 60_000;
  const period = <span className="text-xs font-medium text-slate-700">{clock.period}</span>;
  return (
    <div className="flex flex-col items-end leading-tight" data-testid="wall-clock">
      <p className="flex items-baseline gap-1 text-slate-900">
        <span className="sr-only">{t("timeNowIst")}</span>
        {clock.periodFirst ? period : null}
        <time
          className={cn("font-semibold tabular-nums tracking-tight", compact ? "text-xl" : "text-3xl")}
          data-testid="wall-clock-time"
        >
          {clock.time}
        </time>
        {clock.periodFirst ? null : period}
      </p>
      <p className="text-xs text-slate-700" data-testid="wall-clock-ends">
        {t("endsAt", { time: end.time, period: end.period })}
      </p>
      <p
        role="timer"
        aria-label={t("timeLeft")}
        data-testid="wall-clock-left"
        className={cn("text-xs", isLow ? "font-medium text-amber-800" : "text-slate-600")}
      >
        {timeLeftText(remainingMs)}
      </p>
    </div>
  );
});
