import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/tcs.json";

/** The TCS interface's words (SSC, Banking): its header, section tabs and question panel; loaded with that hall only (src/client/i18n/locales/<language>/tcs.json). */
export const tcsMessages = defineCatalogue("tcs", english);
