import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/landing.json";

/** The landing page's words (src/client/i18n/locales/<language>/landing.json). */
export const landingMessages = defineCatalogue("landing", english);
