import english from "@/i18n/locales/en/admin-feedback.json";
import { defineAdminCatalogue } from "./admin-catalogue";

/** The admin panel's Feedback tab (src/client/i18n/locales/<language>/admin-feedback.json). */
export const adminFeedbackMessages = defineAdminCatalogue("admin-feedback", english);
