import { TZDate } from "@date-fns/tz";
import { addDays, format, startOfWeek } from "date-fns";

/**
 * Abhyas keeps time in India Standard Time whatever the server's zone: a day is an IST calendar day
 * and a week starts Monday 00:00 IST. Dates travel as "YYYY-MM-DD" strings.
 */
export const IST = "Asia/Kolkata";

const inIst = (instant: Date) => new TZDate(instant.getTime(), IST);

/** The IST calendar day of an instant, e.g. 2026-11-20T18:30:00Z -> "2026-11-21". */
export function istDay(instant: Date): string {
  return format(inIst(instant), "yyyy-MM-dd");
}

/** The Monday (IST) that starts the week holding this instant. */
export function istWeekStart(instant: Date): string {
  return format(startOfWeek(inIst(instant), { weekStartsOn: 1 }), "yyyy-MM-dd");
}

/** The instant an IST day begins, e.g. "2026-11-21" -> 2026-11-20T18:30:00.000Z. */
export function istDayStart(day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, IST).getTime());
}

/** Adds whole days to a "YYYY-MM-DD" day. */
export function addIstDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return format(addDays(new Date(Date.UTC(y, m - 1, d, 12)), days), "yyyy-MM-dd");
}
