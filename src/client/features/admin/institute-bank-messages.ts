import english from "@/i18n/locales/en/admin-institute-bank.json";
import { defineAdminCatalogue } from "./admin-catalogue";

/** An institute's question bank page and its copy from the public bank (locales/<language>/admin-institute-bank.json). */
export const instituteBankMessages = defineAdminCatalogue("admin-institute-bank", english);
