import english from "@/i18n/locales/en/admin-exchange.json";
import { defineAdminCatalogue } from "./admin-catalogue";

/** The Import / export tab's words (locales/<language>/admin-exchange.json). */
export const adminExchangeMessages = defineAdminCatalogue("admin-exchange", english);
export type AdminExchangeKey = keyof typeof english;
