import { IST_TIME_ZONE } from "../../../domain/ist";

/** ₹299 or ₹1,999 from paise, the Indian way (whole rupees drop the paise). */
export function formatRupees(paise: number): string {
  const rupees = paise / 100;
  return new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(rupees);
}

const DATE = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: IST_TIME_ZONE,
});

/** "2 Mar 2026", as the day falls in India. */
export const formatIstDate = (iso: string) => DATE.format(new Date(iso));
