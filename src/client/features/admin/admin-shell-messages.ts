import english from "@/i18n/locales/en/admin-shell.json";
import { defineAdminCatalogue } from "./admin-catalogue";

/** The admin panel's page, tabs and delete dialog (src/client/i18n/locales/<language>/admin-shell.json). */
export const adminShellMessages = defineAdminCatalogue("admin-shell", english);
