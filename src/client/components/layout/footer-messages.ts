import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/footer.json";

/** The site footer's words (src/client/i18n/locales/<language>/footer.json). */
export const footerMessages = defineCatalogue("footer", english);
