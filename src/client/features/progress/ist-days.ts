import { addIstDays, istWeekdayIndex } from "../../../domain/ist";

/**
 * IST calendar days as the API sends them ("YYYY-MM-DD"), shown on the progress pages; the day
 * arithmetic is src/domain/ist.ts. A calendar day has no time zone of its own, so it is formatted
 * as a UTC date: the browser's zone never shifts it.
 */

const toUtc = (day: string): Date => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};

const formats = {
  short: new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" }),
  long: new Intl.DateTimeFormat("en-IN", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
  month: new Intl.DateTimeFormat("en-IN", { month: "short", timeZone: "UTC" }),
};

/** "16 Nov" */
export const formatShortDay = (day: string) => formats.short.format(toUtc(day));
/** "Monday, 16 November" */
export const formatLongDay = (day: string) => formats.long.format(toUtc(day));
/** "Nov" */
export const formatMonth = (day: string) => formats.month.format(toUtc(day));

export type CalendarCell = { day: string; isFuture: boolean; isActive: boolean };

/**
 * The streak calendar: `weeks` columns of Monday-to-Sunday, the last one holding today. Days after
 * today are marked future (blank). Returns the columns, oldest first.
 */
export function streakCalendar(today: string, activeDays: readonly string[], weeks = 12): CalendarCell[][] {
  const active = new Set(activeDays);
  const firstMonday = addIstDays(today, -istWeekdayIndex(today) - 7 * (weeks - 1));
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const day = addIstDays(firstMonday, w * 7 + d);
      return { day, isFuture: day > today, isActive: active.has(day) };
    }),
  );
}
