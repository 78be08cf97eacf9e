import fs from "node:fs";
import { isBuiltin } from "node:module";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { serverBuildOptions } from "../../scripts/server-build.mjs";

/** "@scope/name/sub" -> "@scope/name", "name/sub" -> "name". */
function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return (specifier.startsWith("@") ? parts.slice(0, 2) : parts.slice(0, 1)).join("/");
}

/** Every npm package the built server (dist/server/main.js) imports, as esbuild bundles it. */
async function packagesTheBuiltServerImports(): Promise<string[]> {
  const result = await build({ ...serverBuildOptions, write: false, metafile: true, sourcemap: false });
  const packages = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const imported of output.imports) {
      if (imported.external && !isBuiltin(imported.path)) packages.add(packageOf(imported.path));
    }
  }
  return [...packages].sort();
}

describe("a production install (npm ci --omit=dev)", () => {
  it("has every package the built server imports, because each is a dependency", async () => {
    const manifest = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
      dependencies: Record<string, string>;
    };
    const imported = await packagesTheBuiltServerImports();
    expect(imported).toContain("fastify");
    expect(imported).toContain("katex");
    const missing = imported.filter((name) => !(name in manifest.dependencies));
    expect(missing, "imported by dist/server/main.js but not in package.json dependencies").toEqual([]);
  });

  it("reads the package of a deep or scoped import", () => {
    expect(packageOf("drizzle-orm/pglite/migrator")).toBe("drizzle-orm");
    expect(packageOf("@fastify/static")).toBe("@fastify/static");
    expect(packageOf("csv-parse/sync")).toBe("csv-parse");
  });
});
