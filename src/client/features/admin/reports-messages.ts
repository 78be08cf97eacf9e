import english from "@/i18n/locales/en/admin-reports.json";
import { defineAdminCatalogue } from "./admin-catalogue";

/** The admin panel's report-queue words (src/client/i18n/locales/<language>/admin-reports.json). */
export const adminReportsMessages = defineAdminCatalogue("admin-reports", english);
