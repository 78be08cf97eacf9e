import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/nta-instructions.json";

/** NTA's General Instructions (src/client/i18n/locales/<language>/nta-instructions.json): loaded with them. */
export const ntaInstructionsMessages = defineCatalogue("nta-instructions", english);
