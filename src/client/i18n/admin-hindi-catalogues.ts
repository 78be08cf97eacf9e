import { byNamespace } from "./catalogue-files";

/** The admin panel's Hindi catalogues (`admin-*.json`), in their own chunk: only admins load them. */
export const adminHindiCatalogues = byNamespace(
  import.meta.glob<Record<string, unknown>>("./locales/hi/admin-*.json", { eager: true, import: "default" }),
);
