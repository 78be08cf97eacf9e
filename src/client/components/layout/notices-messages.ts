import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/notices.json";

/** The notice bell's words (src/client/i18n/locales/<language>/notices.json), loaded with the bell. */
export const noticesMessages = defineCatalogue("notices", english);
