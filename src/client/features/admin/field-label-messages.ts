import english from "@/i18n/locales/en/admin-fields.json";
import { defineAdminCatalogue } from "./admin-catalogue";

/**
 * The admin forms' fields as the panel labels them (locales/<language>/admin-fields.json), keyed by the
 * contract's field path with "_" for "." ("numericAnswer_min"): the server names a field by its path.
 */
export const adminFieldMessages = defineAdminCatalogue("admin-fields", english);

export type FieldKey = keyof typeof english;
export const isFieldKey = (key: string): key is FieldKey => Object.hasOwn(english, key);
