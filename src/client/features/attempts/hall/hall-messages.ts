import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/hall.json";

/** The exam hall's words: the NTA interface, its instructions and palette, the keypad, the submit dialogs and the quiz page (src/client/i18n/locales/<language>/hall.json). */
export const hallMessages = defineCatalogue("hall", english);
