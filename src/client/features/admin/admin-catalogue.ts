import { addHindiCatalogues, defineCatalogue } from "@/i18n/i18n";

// The admin panel's Hindi stays out of the learners' Hindi chunk; it loads with the panel.
addHindiCatalogues(() => import("@/i18n/admin-hindi-catalogues").then((m) => m.adminHindiCatalogues));

/**
 * An admin panel namespace (`src/client/i18n/locales/<language>/admin-<name>.json`): defined like any
 * other, with its Hindi in the admin panel's own chunk.
 */
export const defineAdminCatalogue: typeof defineCatalogue = (namespace, english) => {
  if (!namespace.startsWith("admin-")) throw new Error(`admin namespaces start with "admin-": ${namespace}`);
  return defineCatalogue(namespace, english);
};
