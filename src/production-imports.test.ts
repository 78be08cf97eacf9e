import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import ts from "typescript-compiler-api";
import { describe, expect, it } from "vitest";
import { serverBuildOptions } from "../scripts/server-build.mjs";

/**
 * Test code lives in test-support folders (src/server/test-support, src/client/test-support) and in
 * tests/, never among the modules the product ships: no production module imports a test-support
 * module or vitest, and the server's bundle holds none of them.
 */
const repo = process.cwd();
const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || file.split("/").includes("test-support");

function productionSources(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "src"], {
    cwd: repo,
    encoding: "utf8",
  });
  return listed
    .split("\n")
    .filter((file) => /\.(ts|tsx)$/.test(file) && !isTestCode(file))
    .filter((file) => {
      try {
        readFileSync(path.join(repo, file));
        return true;
      } catch {
        return false; // deleted in the working tree
      }
    });
}

function testImportsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(repo, file), "utf8"), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => specifier === "vitest" || specifier.split("/").includes("test-support"));
}

describe("test code stays out of the product", () => {
  it("no production module under src imports a test-support module or vitest", () => {
    const sources = productionSources();
    expect(sources.length).toBeGreaterThan(300);
    const offending = sources.flatMap((file) =>
      testImportsOf(file).map((specifier) => `${file} -> ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it("the server's production bundle holds no test-support module and no vitest", async () => {
    const result = await build({
      ...serverBuildOptions,
      write: false,
      metafile: true,
      sourcemap: false,
      logLevel: "silent",
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((input) => input.endsWith("src/server/main.ts"))).toBe(true);
    expect(inputs.filter(isTestCode)).toEqual([]);
    const external = Object.values(result.metafile.outputs).flatMap((output) =>
      output.imports.filter((imported) => imported.external).map((imported) => imported.path),
    );
    expect(external).toContain("fastify");
    expect(external.filter((name) => name === "vitest" || name.startsWith("@vitest/"))).toEqual([]);
  }, 60_000);
});
