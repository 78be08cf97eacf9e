import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * Which words of the Markdown documentation name a file or folder of this repository, and whether
 * it is there. A word counts as a path when it is made only of path characters (letters, digits,
 * `_ . - / ~ @`: a placeholder such as `<exam>`, a glob or a URL is not a path) and
 *
 * 0. it is a link's target (not a URL or an anchor): it must exist relative to the document, as a
 *    Markdown viewer resolves it;
 * 1. it starts with a top-level folder (`src/`, `tests/`, `bench/`, `scripts/`, `drizzle/`, `docs/`,
 *    `public/`, `.ci/`, `content/`): it must exist from the repository's root;
 * 2. it starts with an import alias (`~/` for src, `@/` for src/client, `@shared/` for src/shared):
 *    it must exist there, as written or as a module (`.ts`, `.tsx`);
 * 3. it ends in a source or document extension (`.ts`, `.md`, `.json`...): a file of that name must
 *    exist, and one written with folders (`features/attempts/open-paper.ts`, as ARCHITECTURE.md names
 *    files inside src/server or src/client) must be the end of a real file's path, folders included;
 * 4. it has folders but no extension, and its first folder is one the code has (`http/`,
 *    `components/ui`, `features/attempts`): it must be the end of a real folder's path.
 *
 * What a build or a run writes (`dist/`, `data/`, `test-results/`) is not a path of the repository.
 * The words looked at: each word of an inline or fenced code span, each link target, and each
 * path in prose that starts with a top-level folder.
 */

export const ROOT_FOLDERS = [
  "src",
  "tests",
  "bench",
  "scripts",
  "drizzle",
  "docs",
  "public",
  ".ci",
  "content",
];
const ALIASES: Record<string, string> = { "~/": "src/", "@/": "src/client/", "@shared/": "src/shared/" };
const FILE_EXTENSION = /\.(ts|tsx|mts|mjs|cjs|js|json|md|sql|css|yaml|yml)$/;
const PATH_CHARACTERS = /^[\w.~@/-]+$/;
/** Folders whose names start the folder-only paths of rule 4. */
const CODE_ROOTS = [
  "",
  "src",
  "src/server",
  "src/client",
  "src/shared",
  "src/server/features",
  "src/client/features",
];
const SKIPPED_FOLDERS = new Set([
  "node_modules",
  ".git",
  "dist",
  "data",
  "coverage",
  "test-results",
  ".build",
]);

export type PathReference = { text: string; isLink: boolean };

export type RepositoryTree = { files: Set<string>; folders: Set<string> };

export function readRepositoryTree(root: string): RepositoryTree {
  const files = new Set<string>();
  const folders = new Set<string>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (SKIPPED_FOLDERS.has(entry.name)) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        folders.add(child);
        walk(child);
      } else {
        files.add(child);
      }
    }
  };
  walk("");
  return { files, folders };
}

function cleaned(word: string): string {
  return word
    .replace(/[#?].*$/, "")
    .replace(/:\d+(-\d+)?$/, "")
    .replace(/[.,;:)]+$/, "");
}

/** The words of a Markdown text that name paths by the rules above, in order of appearance. */
export function findPathReferences(markdown: string): PathReference[] {
  const found: PathReference[] = [];
  const spans = /```[^\n]*\n([\s\S]*?)```|`([^`\n]+)`/g;
  const outsideCode = markdown.replace(spans, (whole, fenced?: string, inline?: string) => {
    for (const word of (fenced ?? inline ?? "").split(/\s+/))
      found.push({ text: cleaned(word), isLink: false });
    return " ".repeat(whole.length);
  });
  for (const link of outsideCode.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = link[1]!;
    if (!/^[a-z]+:/i.test(target) && !target.startsWith("#"))
      found.push({ text: cleaned(target), isLink: true });
  }
  const withoutLinks = outsideCode.replace(/\]\([^)]*\)/g, "]");
  const prose = new RegExp(
    `(?:^|[\\s(])((?:${ROOT_FOLDERS.map((f) => f.replace(".", "\\.")).join("|")})/[\\w.~@/-]*)`,
    "gm",
  );
  for (const mention of withoutLinks.matchAll(prose))
    found.push({ text: cleaned(mention[1]!), isLink: false });
  return found.filter((reference) =>
    reference.isLink ? PATH_CHARACTERS.test(reference.text) : isPathLike(reference.text),
  );
}

function isPathLike(word: string): boolean {
  if (!PATH_CHARACTERS.test(word) || word.startsWith("/") || word.startsWith("./")) return false;
  if (SKIPPED_FOLDERS.has(word.split("/")[0]!)) return false;
  if (startsWithRootFolder(word) || aliasOf(word)) return true;
  if (word.startsWith(".") || word.startsWith("-")) return false;
  if (FILE_EXTENSION.test(word)) return true;
  return word.includes("/");
}

function startsWithRootFolder(word: string): boolean {
  return ROOT_FOLDERS.some((folder) => word === folder || word.startsWith(`${folder}/`));
}

function aliasOf(word: string): string | undefined {
  return Object.keys(ALIASES).find((alias) => word.startsWith(alias));
}

function endsAnyOf(paths: Set<string>, suffix: string): boolean {
  for (const candidate of paths) if (candidate === suffix || candidate.endsWith(`/${suffix}`)) return true;
  return false;
}

/**
 * Whether the reference names something that exists; `undefined` when, by the rules above, the word
 * is not a path of this repository after all (a folder-less word whose first folder the code lacks).
 */
export function referenceExists(
  reference: PathReference,
  documentFolder: string,
  tree: RepositoryTree,
): boolean | undefined {
  const word = reference.text.replace(/\/$/, "");
  const exists = (relative: string) => tree.files.has(relative) || tree.folders.has(relative);
  if (reference.isLink) return exists(path.posix.normalize(path.posix.join(documentFolder, word)));
  if (startsWithRootFolder(word)) return exists(path.posix.normalize(word));
  const alias = aliasOf(word);
  if (alias) {
    const target = ALIASES[alias]! + word.slice(alias.length);
    return [target, `${target}.ts`, `${target}.tsx`].some(exists);
  }
  if (FILE_EXTENSION.test(word)) return endsAnyOf(tree.files, word);
  const firstFolder = word.split("/")[0]!;
  const isCodeFolder = CODE_ROOTS.some((root) =>
    tree.folders.has(root ? `${root}/${firstFolder}` : firstFolder),
  );
  if (!isCodeFolder) return undefined;
  return endsAnyOf(tree.folders, word);
}
