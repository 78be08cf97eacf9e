import { IST_TIME_ZONE } from "../../../domain/ist";

/** "Tue, 24 Nov, 10:00 am IST" */
export function formatIst(iso: string): string {
  return `${new Date(iso).toLocaleString("en-IN", {
    timeZone: IST_TIME_ZONE,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
  })} IST`;
}

/** "in 2 h 5 min", "in 40 min": how long until a moment, from the server's now. */
export function timeUntil(iso: string, nowIso: string): string {
  const minutes = Math.max(0, Math.ceil((Date.parse(iso) - Date.parse(nowIso)) / 60_000));
  if (minutes >= 48 * 60) return `in ${Math.round(minutes / (24 * 60))} days`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `in ${rest} min`;
  return rest === 0 ? `in ${hours} h` : `in ${hours} h ${rest} min`;
}

export const DAY_MS = 24 * 3_600_000;
