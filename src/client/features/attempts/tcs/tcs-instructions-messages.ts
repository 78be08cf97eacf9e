import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/tcs-instructions.json";

/** The TCS interface's instructions page (SSC, Banking), read before the clock starts (src/client/i18n/locales/<language>/tcs-instructions.json). */
export const tcsInstructionsMessages = defineCatalogue("tcs-instructions", english);
