import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/study-plan.json";

/** The study plan's words (src/client/i18n/locales/<language>/study-plan.json). */
export const studyPlanMessages = defineCatalogue("study-plan", english);
