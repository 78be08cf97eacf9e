import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/legal.json";

/** The policy pages' frame (src/client/i18n/locales/<language>/legal.json). */
export const legalMessages = defineCatalogue("legal", english);
