import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/question-notes.json";

/** What the bank says about a question and a paper (src/client/i18n/locales/<language>/question-notes.json). */
export const questionNotesMessages = defineCatalogue("question-notes", english);
