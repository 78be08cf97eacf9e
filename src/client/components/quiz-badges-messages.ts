import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/badges.json";

/** The quiz badges' words (src/client/i18n/locales/<language>/badges.json). */
export const badgesMessages = defineCatalogue("badges", english);
