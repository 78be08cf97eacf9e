import english from "@/i18n/locales/en/admin-upload.json";
import { defineAdminCatalogue } from "./admin-catalogue";

/** The CSV Upload tab's words (locales/<language>/admin-upload.json). */
export const adminUploadMessages = defineAdminCatalogue("admin-upload", english);
export type AdminUploadKey = keyof typeof english;
