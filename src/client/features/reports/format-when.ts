import { currentIntlLocale } from "@/i18n/i18n";
import { IST_TIME_ZONE } from "../../../domain/ist";

/** "18 Nov 2026, 11:30 am", in IST and the interface language. */
export const formatIstDateTime = (iso: string) =>
  new Date(iso).toLocaleString(currentIntlLocale(), {
    timeZone: IST_TIME_ZONE,
    dateStyle: "medium",
    timeStyle: "short",
  });
