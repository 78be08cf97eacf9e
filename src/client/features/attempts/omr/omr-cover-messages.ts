import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/omr-cover.json";

/** The OMR test booklet's cover (NEET, UPSC), read before the clock starts (src/client/i18n/locales/<language>/omr-cover.json). */
export const omrCoverMessages = defineCatalogue("omr-cover", english);
