/** Every Hindi catalogue, in one chunk: loaded only when Hindi is chosen (i18n.ts). */
const files = import.meta.glob<Record<string, unknown>>("./locales/hi/*.json", {
  eager: true,
  import: "default",
});

export const hindiCatalogues: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(files).map(([path, messages]) => [path.replace(/^.*\/(.+)\.json$/, "$1"), messages]),
);
