import { currentIntlLocale, currentLanguage } from "@/i18n/i18n";
import { timeOfDayOptions } from "@/lib/indian-formats";
import { IST_TIME_ZONE } from "../../../domain/ist";

/** "18 Nov 2026, 11:30 am", in IST and the interface language (Hindi: "18 नव॰ 2026, सुबह 11:30"). */
export const formatIstDateTime = (iso: string) =>
  new Date(iso).toLocaleString(currentIntlLocale(), {
    timeZone: IST_TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    ...timeOfDayOptions(currentLanguage()),
  });
