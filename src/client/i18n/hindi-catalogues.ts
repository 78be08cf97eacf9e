import { byNamespace } from "./catalogue-files";

/**
 * Every Hindi catalogue a learner can meet, in one chunk: loaded only when Hindi is chosen (i18n.ts).
 * The admin panel's (`admin-*.json`) load with the admin panel instead (admin-hindi-catalogues.ts).
 */
export const hindiCatalogues = byNamespace(
  import.meta.glob<Record<string, unknown>>(["./locales/hi/*.json", "!./locales/hi/admin-*.json"], {
    eager: true,
    import: "default",
  }),
);
