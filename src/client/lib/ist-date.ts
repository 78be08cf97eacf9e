import { IST_TIME_ZONE } from "../../domain/ist";

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: IST_TIME_ZONE,
});

/** "24 Nov 2026" for an instant (ISO) or an IST day (YYYY-MM-DD), as the day in India. */
export function formatIstDate(value: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value;
  return dayFormat.format(new Date(instant));
}
