import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/forms.json";

/** The shared form controls' words (src/client/i18n/locales/<language>/forms.json). */
export const formsMessages = defineCatalogue("forms", english);
