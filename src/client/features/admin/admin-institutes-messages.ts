import english from "@/i18n/locales/en/admin-institutes.json";
import { defineAdminCatalogue } from "./admin-catalogue";

/** The admin panel's Institutes tab (src/client/i18n/locales/<language>/admin-institutes.json). */
export const adminInstitutesMessages = defineAdminCatalogue("admin-institutes", english);
