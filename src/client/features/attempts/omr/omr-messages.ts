import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/omr.json";

/** The OMR interface's words: the booklet, the bubble sheet and handing in; loaded with that hall only (src/client/i18n/locales/<language>/omr.json). */
export const omrMessages = defineCatalogue("omr", english);
