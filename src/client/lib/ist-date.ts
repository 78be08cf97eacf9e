import { IST_TIME_ZONE } from "../../domain/ist";

// Made on first use, not when the module loads: a browser's first date format with a time zone
// loads the zone data (100-200 ms on a slow phone), and a page that imports this module to show
// a date it may never have (the hall's key-change notes) must not pay for it.
let dayFormat: Intl.DateTimeFormat | undefined;

/** "24 Nov 2026" for an instant (ISO) or an IST day (YYYY-MM-DD), as the day in India. */
export function formatIstDate(value: string): string {
  dayFormat ??= new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: IST_TIME_ZONE,
  });
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value;
  return dayFormat.format(new Date(instant));
}
