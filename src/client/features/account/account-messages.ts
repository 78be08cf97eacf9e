import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/account.json";

/** The account page's words (src/client/i18n/locales/<language>/account.json). */
export const accountMessages = defineCatalogue("account", english);
