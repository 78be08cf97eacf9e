import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/privacy.json";

/** The privacy policy's words (src/client/i18n/locales/<language>/privacy.json). */
export const privacyMessages = defineCatalogue("privacy", english);
