import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/pwa.json";

/** The install card's words (src/client/i18n/locales/<language>/pwa.json). */
export const pwaMessages = defineCatalogue("pwa", english);
