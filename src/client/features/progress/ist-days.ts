import { currentIntlLocale } from "@/i18n/i18n";
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

const OPTIONS = {
  short: { day: "numeric", month: "short", timeZone: "UTC" },
  long: { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" },
  month: { month: "short", timeZone: "UTC" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Formatters made once per interface language. */
const made = new Map<string, Intl.DateTimeFormat>();
const format = (kind: keyof typeof OPTIONS, day: string) => {
  const locale = currentIntlLocale();
  let f = made.get(`${kind}:${locale}`);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, OPTIONS[kind]);
    made.set(`${kind}:${locale}`, f);
  }
  return f.format(toUtc(day));
};

/** "16 Nov" */
export const formatShortDay = (day: string) => format("short", day);
/** "Monday, 16 November" */
export const formatLongDay = (day: string) => format("long", day);
/** "Nov" */
export const formatMonth = (day: string) => format("month", day);

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
