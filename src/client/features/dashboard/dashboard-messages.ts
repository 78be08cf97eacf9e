import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/dashboard.json";

/** The dashboard's words (src/client/i18n/locales/<language>/dashboard.json). */
export const dashboardMessages = defineCatalogue("dashboard", english);
