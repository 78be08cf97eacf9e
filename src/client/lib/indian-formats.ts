import { IST_TIME_ZONE } from "@shared/ist-time-zone";
import { currentLanguage } from "@/i18n/i18n";
import { intlLocale, type Language } from "@/i18n/language";

/**
 * Numbers, dates and rupees as Indians write them, in the interface language: lakh and crore
 * grouping (1,00,000 and 1,00,00,000), dates as DD MMM YYYY on the Indian calendar day, rupees with ₹.
 * Formatters are made once per language.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let f = cache.get(key) as F | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

export function formatNumber(n: number, language: Language = currentLanguage()): string {
  return formatter(`n:${language}`, () => new Intl.NumberFormat(intlLocale(language))).format(n);
}

/** An NTA score (percentile) as NTA publishes it, to at most 7 decimals: "93.1023262", "50". */
export function formatNtaScore(n: number, language: Language = currentLanguage()): string {
  return formatter(
    `nta:${language}`,
    () => new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 7 }),
  ).format(n);
}

/** "24 Nov 2026" (Hindi: "24 नव॰ 2026"), the day as it falls in India. */
export function formatDate(when: string | Date, language: Language = currentLanguage()): string {
  const f = formatter(
    `d:${language}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(language), {
        day: "2-digit",
        month: "short",
        year: "numeric",
        timeZone: IST_TIME_ZONE,
      }),
  );
  return f.format(new Date(when));
}

/**
 * The hour and minute of a time of day: "6:30 pm" in English, "शाम 6:30" in Hindi. Hindi names the
 * part of the day, as it is written and said; Intl's plain Hindi time keeps the Latin "am"/"pm".
 */
export const timeOfDayOptions = (language: Language): Intl.DateTimeFormatOptions =>
  language === "hi"
    ? { hour: "numeric", minute: "2-digit", dayPeriod: "short" }
    : { hour: "numeric", minute: "2-digit" };

/** "24 Nov 2026, 6:30 pm" in India's time (Hindi: "24 नव॰ 2026, शाम 6:30"). */
export function formatDateTime(when: string | Date, language: Language = currentLanguage()): string {
  const f = formatter(
    `dt:${language}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(language), {
        day: "2-digit",
        month: "short",
        year: "numeric",
        ...timeOfDayOptions(language),
        timeZone: IST_TIME_ZONE,
      }),
  );
  return f.format(new Date(when));
}

/** ₹299, ₹1,999 or ₹1,00,000 from paise; paise shown only when there are some. */
export function formatRupees(paise: number, language: Language = currentLanguage()): string {
  const rupees = paise / 100;
  const whole = Number.isInteger(rupees);
  return formatter(
    `r:${language}:${whole}`,
    () =>
      new Intl.NumberFormat(intlLocale(language), {
        style: "currency",
        currency: "INR",
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      }),
  ).format(rupees);
}

/** "2025-01-14" -> "Tue, 14 Jan" (Hindi: "मंगल, 14 जन॰"): a calendar day, so formatted in UTC. */
export function formatCalendarDay(day: string, language: Language = currentLanguage()): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const f = formatter(
    `cd:${language}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(language), {
        weekday: "short",
        day: "numeric",
        month: "short",
        timeZone: "UTC",
      }),
  );
  return f.format(new Date(Date.UTC(y, m - 1, d)));
}
