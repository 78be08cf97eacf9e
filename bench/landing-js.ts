import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** The landing page's first-view JavaScript budget, gzipped (issue 9). */
export const LANDING_JS_BUDGET_BYTES = 150 * 1024;

/** Route modules that must stay out of the first view: loaded only when needed. */
export const LAZY_ONLY_SOURCES = [
  "features/admin/admin-page.tsx",
  "app/pages/analytics-page.tsx",
  "features/progress/progress-page.tsx",
  "features/attempts/quiz-page.tsx",
];

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };

export type FirstViewJs = {
  files: { file: string; bytes: number; gzipBytes: number }[];
  totalGzipBytes: number;
};

/**
 * What a browser downloads as JavaScript to show /landing: the entry chunk (index.html's module
 * script), the landing route's chunk, and every chunk they import statically, as Vite's build
 * manifest lists them (dynamic imports excluded: they load only when needed). Sizes are gzip at
 * the default level, as a browser receives them compressed.
 */
export function landingFirstViewJs(clientDir: string): FirstViewJs {
  const manifestPath = path.join(clientDir, ".vite", "manifest.json");
  const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const entries = Object.entries(manifest);
  const entryKey = entries.find(([, c]) => c.isEntry && c.file.endsWith(".js"))?.[0];
  const landingKey = entries.find(([, c]) => c.src?.endsWith("app/pages/landing-page.tsx"))?.[0];
  if (!entryKey || !landingKey) throw new Error(`${manifestPath}: no entry or landing-page chunk`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(landingKey);
  const files = [...seen]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => Boolean(file?.endsWith(".js")))
    .map((file) => {
      const bytes = fs.readFileSync(path.join(clientDir, file));
      return { file, bytes: bytes.length, gzipBytes: zlib.gzipSync(bytes).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** Manifest keys of the first view's chunks whose source is one of LAZY_ONLY_SOURCES. */
export function lazyOnlyInFirstView(clientDir: string): string[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8"),
  ) as Record<string, ManifestChunk>;
  const firstView = new Set(landingFirstViewJs(clientDir).files.map((f) => f.file));
  return Object.values(manifest)
    .filter((c) => firstView.has(c.file) && LAZY_ONLY_SOURCES.some((s) => c.src?.endsWith(s)))
    .map((c) => c.file);
}
