import type { CorrectionAction } from "@shared/contract/corrections";
import english from "@/i18n/locales/en/admin-key.json";
import { defineAdminCatalogue } from "./admin-catalogue";

/** The key-correction dialog's words (src/client/i18n/locales/<language>/admin-key.json). */
export const adminKeyMessages = defineAdminCatalogue("admin-key", english);

/** Each correction's label. */
export const ACTION_KEYS = {
  key_change: "actionKeyChange",
  accept_option: "actionAcceptOption",
  drop: "actionDrop",
} as const satisfies Record<CorrectionAction, keyof typeof english>;
