import english from "@/i18n/locales/en/admin-questions.json";
import { defineAdminCatalogue } from "./admin-catalogue";

/** The Questions tab's words: the bank, the question form and its options (locales/<language>/admin-questions.json). */
export const adminQuestionsMessages = defineAdminCatalogue("admin-questions", english);
