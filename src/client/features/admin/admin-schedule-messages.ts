import english from "@/i18n/locales/en/admin-schedule.json";
import { defineAdminCatalogue } from "./admin-catalogue";

/** The admin panel's Daily Schedule tab (src/client/i18n/locales/<language>/admin-schedule.json). */
export const adminScheduleMessages = defineAdminCatalogue("admin-schedule", english);
