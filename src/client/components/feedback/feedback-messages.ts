import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/feedback.json";

/** The feedback and question-report dialogs' words (src/client/i18n/locales/<language>/feedback.json). */
export const feedbackMessages = defineCatalogue("feedback", english);
