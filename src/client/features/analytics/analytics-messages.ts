import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/analytics.json";

/** The analytics page's words (src/client/i18n/locales/<language>/analytics.json). */
export const analyticsMessages = defineCatalogue("analytics", english);
