import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/layout.json";

/** The top bar, menus and footer's words (src/client/i18n/locales/<language>/layout.json). */
export const layoutMessages = defineCatalogue("layout", english);
