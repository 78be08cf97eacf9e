import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/assignments.json";

/** Assignments: the teacher's form and list on a batch page, the learner's list (src/client/i18n/locales/<language>/assignments.json). */
export const assignmentsMessages = defineCatalogue("assignments", english);
