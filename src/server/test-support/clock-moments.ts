import { addIstDays, istDay, istDayStart, istWeekStart } from "~/domain/ist";

/**
 * The awkward moments every date-sensitive suite runs at, with what IST makes of each written out
 * by hand (not computed by the code under test): a week's first and last minute, a month's (and a
 * year's) last day, and a night hour when the UTC date is still the day before the IST date.
 */
export type ClockMoment = {
  name: string;
  /** the instant (UTC) */
  at: string;
  /** its IST calendar day */
  istDay: string;
  /** the Monday that starts its IST week */
  istWeekStart: string;
  /** its IST weekday, 0 = Monday ... 6 = Sunday */
  istWeekday: number;
};

export const CLOCK_MOMENTS: readonly ClockMoment[] = [
  {
    name: "Monday 00:00 IST",
    at: "2026-11-29T18:30:00.000Z",
    istDay: "2026-11-30",
    istWeekStart: "2026-11-30",
    istWeekday: 0,
  },
  {
    name: "Sunday 23:59 IST",
    at: "2026-11-29T18:29:00.000Z",
    istDay: "2026-11-29",
    istWeekStart: "2026-11-23",
    istWeekday: 6,
  },
  {
    name: "the last day of a month and a year, 23:30 IST",
    at: "2026-12-31T18:00:00.000Z",
    istDay: "2026-12-31",
    istWeekStart: "2026-12-28",
    istWeekday: 3,
  },
  {
    name: "01:30 IST while the UTC date is still the day before",
    at: "2026-11-24T20:00:00.000Z",
    istDay: "2026-11-25",
    istWeekStart: "2026-11-23",
    istWeekday: 2,
  },
];

/**
 * For the built server, whose cookies Chromium expires by the real time: the same four kinds of
 * moment, the next ones after `from`, so a session made at the moment is never already expired.
 */
export function upcomingMoments(from: Date = new Date()): ClockMoment[] {
  const moment = (name: string, at: Date): ClockMoment => {
    const day = istDay(at);
    const weekStart = istWeekStart(at);
    const weekday = Math.round((istDayStart(day).getTime() - istDayStart(weekStart).getTime()) / 86_400_000);
    return { name, at: at.toISOString(), istDay: day, istWeekStart: weekStart, istWeekday: weekday };
  };
  const nextMonday = istDayStart(addIstDays(istWeekStart(from), 7));
  const tomorrow = istDayStart(addIstDays(istDay(from), 1));
  const [year, month] = istDay(from).split("-").map(Number) as [number, number];
  // day 0 of the month after next (0-based month + 1) is the last day of next month
  const nextMonthEnd = new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
  return [
    moment("Monday 00:00 IST", nextMonday),
    moment("Sunday 23:59 IST", new Date(nextMonday.getTime() - 60_000)),
    moment("the last day of a month, 23:30 IST", istTime(nextMonthEnd, "23:30")),
    moment(
      "01:30 IST while the UTC date is still the day before",
      new Date(tomorrow.getTime() + 90 * 60_000),
    ),
  ];
}

/** A "YYYY-MM-DD" day moved by whole days, by plain UTC arithmetic (independent of the code under test). */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** An IST wall-clock time on an IST day, e.g. ("2026-11-30", "00:00") -> 2026-11-29T18:30:00.000Z. */
export function istTime(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+05:30`);
}
