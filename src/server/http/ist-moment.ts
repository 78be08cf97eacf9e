import { IST_TIME_ZONE } from "~/domain/ist";

/** "24 Nov 2026, 10:00 am IST": how a refusal names a moment. */
export function istMoment(date: Date): string {
  return `${new Intl.DateTimeFormat("en-IN", {
    timeZone: IST_TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(date)} IST`;
}
