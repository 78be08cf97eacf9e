import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/institutes.json";

/** Batches and institutes, the learner's and the staff's pages (src/client/i18n/locales/<language>/institutes.json). */
export const institutesMessages = defineCatalogue("institutes", english);
