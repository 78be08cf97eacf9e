import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/quizzes.json";

/** The mock tests, past papers and daily quizzes pages' words (src/client/i18n/locales/<language>/quizzes.json). */
export const quizzesMessages = defineCatalogue("quizzes", english);
