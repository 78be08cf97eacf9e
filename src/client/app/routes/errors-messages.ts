import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/errors.json";

/** The not-found and error pages' words (src/client/i18n/locales/<language>/errors.json). */
export const errorsMessages = defineCatalogue("errors", english);
