import { IST_TIME_ZONE } from "~/shared/ist-time-zone";

/** How the server names a moment in its messages ("24 Nov 2026, 10:00 am IST", `istMoment`). */
const ENGLISH_MOMENT =
  /^(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec) (\d{4}),\s(\d{1,2}):(\d{2})\s(am|pm) IST$/i;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const IST_OFFSET_MS = 330 * 60_000;

let hindiMoments: Intl.DateTimeFormat | undefined;

/**
 * A moment the server named in English, in Hindi for a Hindi message: "24 Nov 2026, 10:00 am IST"
 * reads "24 नव॰ 2026, सुबह 10:00 IST" (the part of the day, as Hindi says a time, never am/pm).
 * Anything else is answered as it is.
 */
export function istMomentInHindi(english: string): string {
  const found = ENGLISH_MOMENT.exec(english);
  if (!found) return english;
  const [, day, month, year, hour, minute, period] = found as unknown as string[];
  const hour24 = (Number(hour) % 12) + (period?.toLowerCase() === "pm" ? 12 : 0);
  const monthIndex = MONTHS.indexOf((month ?? "").slice(0, 3).toLowerCase());
  const utc = Date.UTC(Number(year), monthIndex, Number(day), hour24, Number(minute)) - IST_OFFSET_MS;
  hindiMoments ??= new Intl.DateTimeFormat("hi-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    dayPeriod: "short",
    timeZone: IST_TIME_ZONE,
  });
  return `${hindiMoments.format(new Date(utc))} IST`;
}
