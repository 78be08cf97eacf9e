import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/submit.json";

/** The exam submit dialog's words, loaded when the candidate first opens it (src/client/i18n/locales/<language>/submit.json). */
export const submitMessages = defineCatalogue("submit", english);
