import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/review.json";

/** The daily review's words (src/client/i18n/locales/<language>/review.json). */
export const reviewMessages = defineCatalogue("review", english);
