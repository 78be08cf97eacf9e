import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/changes.json";

/** The answer-key change notes' words (src/client/i18n/locales/<language>/changes.json). */
export const changesMessages = defineCatalogue("changes", english);
