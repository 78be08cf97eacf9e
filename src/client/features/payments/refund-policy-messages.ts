import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/refund-policy.json";

/** The refund policy's words (src/client/i18n/locales/<language>/refund-policy.json). */
export const refundPolicyMessages = defineCatalogue("refund-policy", english);
