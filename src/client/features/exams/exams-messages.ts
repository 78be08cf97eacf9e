import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/exams.json";

/** The exam pages' words (src/client/i18n/locales/<language>/exams.json). */
export const examsMessages = defineCatalogue("exams", english);
