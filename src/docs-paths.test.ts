import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findPathReferences, type PathReference, readRepositoryTree, referenceExists } from "./docs-paths";

const repo = process.cwd();
const tree = readRepositoryTree(repo);

function markdownUnder(folder: string): string[] {
  return readdirSync(path.join(repo, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map((entry) =>
      path.posix.join(path.relative(repo, entry.parentPath).split(path.sep).join("/"), entry.name),
    );
}

/**
 * A decision record superseded, even in part, tells of the code as it was when it was decided: the
 * record that superseded it names today's paths.
 */
const describesThePast = (document: string) =>
  /^Date: .*Status: superseded/m.test(readFileSync(path.join(repo, document), "utf8"));

const DOCUMENTS = ["README.md", "ARCHITECTURE.md", "BENCHMARKS.md", ...markdownUnder("docs")].filter(
  (document) => !describesThePast(document),
);

function missingIn(document: string, markdown: string): string[] {
  const folder = path.posix.dirname(document);
  return findPathReferences(markdown)
    .filter((reference) => referenceExists(reference, folder, tree) === false)
    .map((reference) => reference.text);
}

describe("paths the documentation names", () => {
  it("reads every document it is meant to", () => {
    expect(DOCUMENTS).toContain("docs/decisions/README.md");
    expect(DOCUMENTS).toContain("docs/interfaces.md");
  });

  it.each(DOCUMENTS)("%s names only paths that exist", (document) => {
    const missing = missingIn(document, readFileSync(path.join(repo, document), "utf8"));
    expect(missing, `${document} names paths that do not exist`).toEqual([]);
  });
});

describe("what counts as a path", () => {
  const words = (markdown: string) =>
    findPathReferences(markdown).map((reference: PathReference) => reference.text);

  it("takes code spans, link targets and rooted paths in prose, without placeholders, globs or URLs", () => {
    const markdown = [
      "See `src/domain/ist.ts:12`, `features/attempts/open-paper.ts`, `http/` and `ttl-cache.ts`.",
      "Run `npx vitest run --project unit-and-api src/domain/marking.test.ts`.",
      "The [decision](docs/decisions/0001-pglite-for-the-embedded-mode.md#context) and docs/interfaces.md.",
      "Not `features/<feature>/`, `locales/*/x.json`, `GET /api/quiz/{id}`, `/sw.js`, `X-Forwarded-Host` or [a site](https://example.com).",
    ].join("\n");
    expect(words(markdown)).toEqual([
      "src/domain/ist.ts",
      "features/attempts/open-paper.ts",
      "http/",
      "ttl-cache.ts",
      "src/domain/marking.test.ts",
      "docs/decisions/0001-pglite-for-the-embedded-mode.md",
      "docs/interfaces.md",
    ]);
  });

  it("catches a renamed or moved file however the documents write it", () => {
    const missing = missingIn(
      "ARCHITECTURE.md",
      [
        "`src/domain/ist.ts`, `attempts/open-paper.ts`, `~/domain/ist`, `@/lib/router.tsx`, `components/ui`",
        "`src/domain/ist-days.ts`, `attempts/opening-paper.ts`, `quizzes/open-paper.ts`, `~/domain/ist-days`,",
        "`components/widgets`, `ist-calendar.ts`, [moved](docs/decisions/0001-pglite.md), `.ci/run`",
      ].join("\n"),
    );
    expect(missing).toEqual([
      "src/domain/ist-days.ts",
      "attempts/opening-paper.ts",
      "quizzes/open-paper.ts",
      "~/domain/ist-days",
      "components/widgets",
      "ist-calendar.ts",
      "docs/decisions/0001-pglite.md",
    ]);
  });

  it("resolves a link from the document that holds it", () => {
    const link = "[0001](0001-pglite-for-the-embedded-mode.md)";
    expect(missingIn("docs/decisions/README.md", link)).toEqual([]);
    expect(missingIn("README.md", link)).toEqual(["0001-pglite-for-the-embedded-mode.md"]);
  });
});
