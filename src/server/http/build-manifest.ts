import fs from "node:fs";
import path from "node:path";

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
export type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };
export type BuildManifest = Record<string, ManifestChunk>;

export const readManifest = (clientDir: string): BuildManifest =>
  JSON.parse(fs.readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8"));

/** The manifest key of the chunk built from a source file (matched by its path's end). */
export const keyOfSource = (manifest: BuildManifest, source: string): string | undefined =>
  Object.entries(manifest).find(([, c]) => c.src?.endsWith(source))?.[0];

/** The manifest key of the entry chunk (index.html's module script). */
export const entryKeyOf = (manifest: BuildManifest): string | undefined =>
  Object.entries(manifest).find(([, c]) => c.isEntry && c.file.endsWith(".js"))?.[0];

/** The manifest keys of the given chunks and every chunk they import statically. */
export function staticClosure(manifest: BuildManifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}
