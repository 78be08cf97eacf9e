/** `import.meta.glob`'s answer keyed by namespace: `./locales/hi/layout.json` → `layout`. */
export const byNamespace = (files: Record<string, Record<string, unknown>>) =>
  Object.fromEntries(
    Object.entries(files).map(([path, messages]) => [path.replace(/^.*\/(.+)\.json$/, "$1"), messages]),
  );
