import english from "@/i18n/locales/en/admin-form.json";
import { defineAdminCatalogue } from "./admin-catalogue";

/** The admin forms' shared words: the 'Error' toast and its fallback (locales/<language>/admin-form.json). */
export const adminFormMessages = defineAdminCatalogue("admin-form", english);
