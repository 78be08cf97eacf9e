import { IST_TIME_ZONE } from "../../../domain/ist";

/** "18 Nov 2026, 11:30 am", in IST. */
export const formatIstDateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", { timeZone: IST_TIME_ZONE, dateStyle: "medium", timeStyle: "short" });
