import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/reports.json";

/** The question reports' words (src/client/i18n/locales/<language>/reports.json). */
export const reportsMessages = defineCatalogue("reports", english);
