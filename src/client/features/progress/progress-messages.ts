import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/progress.json";

/** The progress page's words (src/client/i18n/locales/<language>/progress.json). */
export const progressMessages = defineCatalogue("progress", english);
