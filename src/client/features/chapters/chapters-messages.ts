import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/chapters.json";

/** Chapter-wise practice's words (src/client/i18n/locales/<language>/chapters.json). */
export const chaptersMessages = defineCatalogue("chapters", english);
