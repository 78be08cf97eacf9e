import { currentIntlLocale, currentLanguage, translate } from "@/i18n/i18n";
import { formatNumber, timeOfDayOptions } from "@/lib/indian-formats";
import { IST_TIME_ZONE } from "../../../domain/ist";
import { liveTestsMessages } from "./live-tests-messages";

/** "Tue, 24 Nov, 10:00 am IST", in the interface language (Hindi: "मंगल, 24 नव॰, सुबह 10:00 IST"). */
export function formatIst(iso: string): string {
  const time = new Date(iso).toLocaleString(currentIntlLocale(), {
    timeZone: IST_TIME_ZONE,
    weekday: "short",
    day: "numeric",
    month: "short",
    ...timeOfDayOptions(currentLanguage()),
  });
  return translate(liveTestsMessages, "atIst", { time });
}

/** "in 2 h 5 min", "in 40 min": how long until a moment, from the server's now. */
export function timeUntil(iso: string, nowIso: string): string {
  const minutes = Math.max(0, Math.ceil((Date.parse(iso) - Date.parse(nowIso)) / 60_000));
  if (minutes >= 48 * 60)
    return translate(liveTestsMessages, "inDays", { days: formatNumber(Math.round(minutes / (24 * 60))) });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return translate(liveTestsMessages, "inMinutes", { minutes: rest });
  return rest === 0
    ? translate(liveTestsMessages, "inHours", { hours })
    : translate(liveTestsMessages, "inHoursMinutes", { hours, minutes: rest });
}

/** 180 -> "3 h", 200 -> "3 h 20 min", 45 -> "45 min", in the interface language. */
export const formatDuration = (minutes: number): string =>
  translate(liveTestsMessages, "duration", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });

export const DAY_MS = 24 * 3_600_000;
