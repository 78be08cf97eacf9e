import english from "@/i18n/locales/en/admin-categories.json";
import { defineAdminCatalogue } from "./admin-catalogue";

/** The admin panel's Categories tab (src/client/i18n/locales/<language>/admin-categories.json). */
export const adminCategoriesMessages = defineAdminCatalogue("admin-categories", english);
