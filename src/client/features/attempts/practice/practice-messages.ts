import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/practice.json";

/** The practice view's words; loaded with that view only (src/client/i18n/locales/<language>/practice.json). */
export const practiceMessages = defineCatalogue("practice", english);
