import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/results.json";

/** The result page's words: scores, section tables, pace analysis, review cards and a withheld result (src/client/i18n/locales/<language>/results.json). */
export const resultsMessages = defineCatalogue("results", english);
