import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/stimulus.json";

/** A passage's, table's or figure's headings and buttons (src/client/i18n/locales/<language>/stimulus.json). */
export const stimulusMessages = defineCatalogue("stimulus", english);
