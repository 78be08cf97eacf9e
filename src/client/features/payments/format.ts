import { currentIntlLocale } from "@/i18n/i18n";
import { formatRupees as indianRupees } from "@/lib/indian-formats";
import { IST_TIME_ZONE } from "../../../domain/ist";

/** ₹299 or ₹1,999 from paise, the Indian way (whole rupees drop the paise). */
export const formatRupees = (paise: number): string => indianRupees(paise);

const dates = new Map<string, Intl.DateTimeFormat>();

/** "2 Mar 2026", as the day falls in India, in the interface language. */
export const formatIstDate = (iso: string) => {
  const locale = currentIntlLocale();
  let format = dates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: IST_TIME_ZONE,
    });
    dates.set(locale, format);
  }
  return format.format(new Date(iso));
};
