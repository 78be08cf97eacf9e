import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/update.json";

/**
 * The update prompt's words (src/client/i18n/locales/<language>/update.json), loaded with the app
 * shell: the install card's are in pwa.json, loaded with the dashboard.
 */
export const updateMessages = defineCatalogue("update", english);
