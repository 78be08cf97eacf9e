import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import {
  type BuildManifest,
  entryKeyOf,
  keyOfSource as findKeyOfSource,
  readManifest,
  staticClosure,
} from "../src/server/http/build-manifest";

/** The landing page's first-view JavaScript budget, gzipped (issue 9). */
export const LANDING_JS_BUDGET_BYTES = 150 * 1024;

/**
 * The exam hall's first-load JavaScript budget, gzipped: a JEE mock in the NTA interface, signed in
 * (the entry and the quiz page with its static imports; the toaster loads after the first render).
 */
export const EXAM_HALL_JS_BUDGET_BYTES = 120 * 1024;

/** The progress page's own JavaScript (beyond the entry), its charts included, gzipped. */
export const PROGRESS_PAGE_JS_BUDGET_BYTES = 50 * 1024;

/** Route modules that must stay out of the first view: loaded only when needed. */
export const LAZY_ONLY_SOURCES = [
  "features/admin/admin-page.tsx",
  "app/pages/analytics-page.tsx",
  "features/progress/progress-page.tsx",
  "features/attempts/hall/quiz-page.tsx",
];

export type FirstViewJs = {
  files: { file: string; bytes: number; gzipBytes: number }[];
  totalGzipBytes: number;
};

const keyOfSource = (manifest: BuildManifest, source: string) => {
  const key = findKeyOfSource(manifest, source);
  if (!key) throw new Error(`build manifest: no chunk for ${source}`);
  return key;
};

function sized(clientDir: string, manifest: BuildManifest, keys: Iterable<string>): FirstViewJs {
  const files = [...keys]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => Boolean(file?.endsWith(".js")))
    .map((file) => {
      const bytes = fs.readFileSync(path.join(clientDir, file));
      return { file, bytes: bytes.length, gzipBytes: zlib.gzipSync(bytes).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/**
 * What a browser downloads as JavaScript before the first render of a route: the entry chunk
 * (index.html's module script), the route's chunk, any other chunks main.tsx loads beside them
 * (`alsoLoaded`), and every chunk these import statically, as Vite's build manifest lists them
 * (dynamic imports excluded: they load only when needed). Sizes are gzip at the default level,
 * as a browser receives them compressed.
 */
export function routeFirstViewJs(
  clientDir: string,
  routeSource: string,
  alsoLoaded: string[] = [],
): FirstViewJs {
  const manifest = readManifest(clientDir);
  const entryKey = entryKeyOf(manifest);
  if (!entryKey) throw new Error(`${clientDir}: the build manifest has no entry chunk`);
  const roots = [
    entryKey,
    keyOfSource(manifest, routeSource),
    ...alsoLoaded.map((s) => keyOfSource(manifest, s)),
  ];
  return sized(clientDir, manifest, staticClosure(manifest, roots));
}

/** The landing page's first view: the entry, the landing route and their static imports. */
export const landingFirstViewJs = (clientDir: string) =>
  routeFirstViewJs(clientDir, "app/pages/landing-page.tsx");

/**
 * The exam hall's first view: the entry, the quiz page and their static imports (the toaster loads
 * after the first render, when the phone is idle or a toast is raised: app/app-root.tsx).
 */
export const examHallFirstViewJs = (clientDir: string) =>
  routeFirstViewJs(clientDir, "features/attempts/hall/quiz-page.tsx");

/** The signed-in pages' shared layout (top bar, sub-navigation): loaded with them, not by the entry. */
export const APP_LAYOUT_SOURCE = "components/layout/app-layout.tsx";

/**
 * The JavaScript a page adds to what every signed-in page loads (the entry and the shared layout):
 * its chunk and the static imports those lack.
 */
export function routeOwnJs(clientDir: string, routeSource: string): FirstViewJs {
  const manifest = readManifest(clientDir);
  const entryKey = entryKeyOf(manifest) ?? "";
  const entry = staticClosure(manifest, [entryKey, keyOfSource(manifest, APP_LAYOUT_SOURCE)]);
  const route = staticClosure(manifest, [keyOfSource(manifest, routeSource)]);
  return sized(
    clientDir,
    manifest,
    [...route].filter((key) => !entry.has(key)),
  );
}

/** Manifest keys of the first view's chunks whose source is one of LAZY_ONLY_SOURCES. */
export function lazyOnlyInFirstView(clientDir: string): string[] {
  const manifest = readManifest(clientDir);
  const firstView = new Set(landingFirstViewJs(clientDir).files.map((f) => f.file));
  return Object.values(manifest)
    .filter((c) => firstView.has(c.file) && LAZY_ONLY_SOURCES.some((s) => c.src?.endsWith(s)))
    .map((c) => c.file);
}
