import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/live-tests.json";

/** The live tests' words (src/client/i18n/locales/<language>/live-tests.json). */
export const liveTestsMessages = defineCatalogue("live-tests", english);
