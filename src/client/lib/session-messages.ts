import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/session.json";

/** The signed-out toast any page may raise (src/client/i18n/locales/<language>/session.json). */
export const sessionMessages = defineCatalogue("session", english);
