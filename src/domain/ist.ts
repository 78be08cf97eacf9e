import { TZDate } from "@date-fns/tz";
import { addDays, format, startOfWeek } from "date-fns";

/**
 * Abhyas keeps time in India Standard Time whatever the server's zone: a day is an IST calendar day
 * and a week starts Monday 00:00 IST. Dates travel as "YYYY-MM-DD" strings. The server and the
 * client both use this module (the client for its streak calendar and IST formatting).
 */
import { IST_TIME_ZONE } from "../shared/ist-time-zone";

export { IST_TIME_ZONE };

const inIst = (instant: Date) => new TZDate(instant.getTime(), IST_TIME_ZONE);

/**
 * Remembers the last period (day or week) it computed as [from, to) instants, so the many calls
 * within one period (every submit asks for today and this week) skip the time-zone arithmetic.
 */
function lastPeriodMemo(periodOf: (instant: Date) => string, nextStart: (start: string) => string) {
  let last = { from: 0, to: 0, period: "" };
  return (instant: Date): string => {
    const ms = instant.getTime();
    if (ms >= last.from && ms < last.to) return last.period;
    const period = periodOf(instant);
    last = { from: istDayStart(period).getTime(), to: istDayStart(nextStart(period)).getTime(), period };
    return period;
  };
}

/** The IST calendar day of an instant, e.g. 2026-11-20T18:30:00Z -> "2026-11-21". */
export const istDay: (instant: Date) => string = /* @__PURE__ */ lastPeriodMemo(
  (instant) => format(inIst(instant), "yyyy-MM-dd"),
  (day) => addIstDays(day, 1),
);

/** The Monday (IST) that starts the week holding this instant. */
export const istWeekStart: (instant: Date) => string = /* @__PURE__ */ lastPeriodMemo(
  (instant) => format(startOfWeek(inIst(instant), { weekStartsOn: 1 }), "yyyy-MM-dd"),
  (monday) => addIstDays(monday, 7),
);

/** The instant an IST day begins, e.g. "2026-11-21" -> 2026-11-20T18:30:00.000Z. */
export function istDayStart(day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, IST_TIME_ZONE).getTime());
}

/** A calendar day at noon UTC: no zone, the server's or the browser's, moves it to another day. */
const noonUtc = (day: string): Date => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 12));
};

/** Adds whole days to a "YYYY-MM-DD" day. */
export function addIstDays(day: string, days: number): string {
  return addDays(noonUtc(day), days).toISOString().slice(0, 10);
}

/** The weekday of a "YYYY-MM-DD" day: Monday 0 ... Sunday 6 (weeks start on Monday). */
export function istWeekdayIndex(day: string): number {
  return (noonUtc(day).getUTCDay() + 6) % 7;
}

/**
 * The instants IST days `from` to `to` (both included) cover: from the start of `from` up to, not
 * including, the start of the day after `to`. Either end may be open.
 */
export function istDaysSpan(from: string | undefined, to: string | undefined): { start?: Date; end?: Date } {
  return {
    ...(from ? { start: istDayStart(from) } : {}),
    ...(to ? { end: istDayStart(addIstDays(to, 1)) } : {}),
  };
}
