import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/terms.json";

/** The terms of service's words (src/client/i18n/locales/<language>/terms.json). */
export const termsMessages = defineCatalogue("terms", english);
