import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The import boundaries in biome.json (run by `npm run lint`, so by `npm test`): a client feature
 * imports only its own files and shared code, shared code never imports a feature; a server feature
 * imports only its own files, src/shared, src/domain and the server's kernel (db, http, lib, jobs,
 * sessions, math, metrics, papers, item-model, image-store, reports, config, context, server-clock),
 * the kernel never imports a feature; and no import cycle anywhere. Probes are written to a temporary folder
 * outside the repository, linted with the repository's own configuration.
 */
const run = promisify(execFile);
const repo = process.cwd();
const biome = path.join(repo, "node_modules", ".bin", "biome");
const RULES = ["--only=style/noRestrictedImports", "--only=suspicious/noImportCycles"];

type Finding = { rule: string; file: string };

async function lintBoundaries(cwd: string, target: string): Promise<Finding[]> {
  const args = ["lint", "--reporter=github", "--colors=off", "--max-diagnostics=none", ...RULES, target];
  const output = await run(biome, args, { cwd, maxBuffer: 16 * 1024 * 1024 }).then(
    (r) => r.stdout,
    (error: { stdout?: string }) => error.stdout ?? "",
  );
  return [...output.matchAll(/^::error title=lint\/([\w/]+),file=([^,]+),/gm)].map((m) => ({
    rule: m[1]!,
    file: path.relative(cwd, m[2]!),
  }));
}

const probe = mkdtempSync(path.join(tmpdir(), "import-boundaries-"));
afterAll(() => rmSync(probe, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(probe, file)), { recursive: true });
  writeFileSync(path.join(probe, file), text);
}

function setUpProbe() {
  const config = JSON.parse(readFileSync(path.join(repo, "biome.json"), "utf8"));
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = { includes: ["**"] };
  writeFileSync(path.join(probe, "biome.json"), JSON.stringify(config));
  cpSync(path.join(repo, "tsconfig.json"), path.join(probe, "tsconfig.json"));
  // the package.json lets Biome resolve tsconfig's "@/" paths
  writeFileSync(path.join(probe, "package.json"), JSON.stringify({ name: "probe", type: "module" }));

  // a feature reaching into another feature (alias) and back (relative): both banned, and a cycle
  write(
    "src/client/features/alpha/one.ts",
    'import { two } from "../beta/two";\nexport const one = () => two();\n',
  );
  write(
    "src/client/features/beta/two.ts",
    'import { one } from "@/features/alpha/one";\nexport const two = () => one();\n',
  );
  // a feature importing the app router
  write(
    "src/client/features/gamma/page.ts",
    'import { routes } from "@/app/router";\nexport const page = routes;\n',
  );
  // shared code importing a feature
  write(
    "src/client/hooks/use-probe.ts",
    'import { one } from "@/features/alpha/one";\nexport const useProbe = one;\n',
  );
  write("src/client/app/router.ts", "export const routes = [];\n");
  // allowed: own files, shared code, the domain
  write("src/client/lib/shared.ts", "export const shared = 1;\n");
  write("src/domain/rule.ts", "export const rule = 2;\n");
  write(
    "src/client/features/delta/own.ts",
    'import { shared } from "@/lib/shared";\nimport { rule } from "../../../domain/rule";\nimport { local } from "./local";\nexport const own = shared + rule + local;\n',
  );
  write("src/client/features/delta/local.ts", "export const local = 3;\n");
  // a feature in folders: a folder imports its feature's other folders, shared code and the domain...
  write("src/client/features/delta/sheet/answers.ts", "export const answers = 5;\n");
  write(
    "src/client/features/delta/hall/view.ts",
    'import { answers } from "../sheet/answers";\nimport { shared } from "../../../lib/shared";\nimport { rule } from "../../../../domain/rule";\nexport const view = answers + shared + rule;\n',
  );
  // ...but never another feature, relative or through the alias
  write(
    "src/client/features/delta/hall/reach.ts",
    'import { one } from "../../alpha/one";\nexport const reach = one;\n',
  );
  write(
    "src/client/features/delta/hall/aliased-reach.ts",
    'import { one } from "@/features/alpha/one";\nexport const aliasedReach = one;\n',
  );
  // server: http/ importing a feature, and a cycle between two server modules
  write("src/server/features/auth/session.ts", "export const session = 4;\n");
  write(
    "src/server/http/guard.ts",
    'import { session } from "../features/auth/session";\nexport const guard = session;\n',
  );
  // ...also through the server's alias
  write(
    "src/server/http/aliased-guard.ts",
    'import { session } from "~/server/features/auth/session";\nexport const aliased = session;\n',
  );
  // the server's kernel (here papers/) importing a feature
  write(
    "src/server/papers/probe.ts",
    'import { session } from "~/server/features/auth/session";\nexport const probe = session;\n',
  );
  // a server feature importing another feature (alias and relative), a module outside the kernel, and client code
  write(
    "src/server/features/alpha/aliased.ts",
    'import { session } from "~/server/features/auth/session";\nexport const aliased = session;\n',
  );
  write(
    "src/server/features/alpha/relative.ts",
    'import { session } from "../auth/session";\nexport const relative = session;\n',
  );
  write(
    "src/server/features/alpha/seeding.ts",
    'import { seedDemoContent } from "~/server/seed/seed";\nexport const seeding = seedDemoContent;\n',
  );
  write(
    "src/server/features/alpha/client.ts",
    'import { formatMarks } from "~/client/lib/format";\nexport const client = formatMarks;\n',
  );
  // allowed: its own files, the kernel, src/shared, src/domain, the client's catalogues; and a test may drive several features
  write(
    "src/server/features/beta/own.ts",
    [
      'import names from "~/client/i18n/locales/hi/exam-names.json";',
      'import { istDay } from "~/domain/ist";',
      'import type { AppContext } from "~/server/context";',
      'import type { Db } from "~/server/db/client";',
      'import { findQuiz } from "~/server/papers/find-quiz";',
      'import { requireUser } from "~/server/http/auth-guard";',
      'import { EXAM_TYPES } from "~/shared/contract/common";',
      'import { local } from "./local";',
      "export type Own = [AppContext, Db];",
      "export const own = [names, istDay, findQuiz, requireUser, EXAM_TYPES, local];",
      "",
    ].join("\n"),
  );
  write("src/server/features/beta/local.ts", "export const local = 5;\n");
  write(
    "src/server/features/beta/own.test.ts",
    'import { session } from "~/server/features/auth/session";\nexport const tested = session;\n',
  );
  write("src/server/lib/x.ts", 'import { y } from "./y";\nexport const x = () => y();\n');
  write("src/server/lib/y.ts", 'import { x } from "./x";\nexport const y = () => x();\n');
}

describe("import boundaries (biome.json)", () => {
  it("reports a cross-feature import (from a feature's folder too), a feature importing the app, shared code importing a feature, the server's kernel importing a feature, a server feature importing another feature or anything outside the kernel, and import cycles", async () => {
    setUpProbe();
    const findings = await lintBoundaries(probe, ".");
    const of = (rule: string) =>
      findings
        .filter((f) => f.rule === rule)
        .map((f) => f.file)
        .sort();
    expect(of("style/noRestrictedImports")).toEqual([
      "src/client/features/alpha/one.ts",
      "src/client/features/beta/two.ts",
      "src/client/features/delta/hall/aliased-reach.ts",
      "src/client/features/delta/hall/reach.ts",
      "src/client/features/gamma/page.ts",
      "src/client/hooks/use-probe.ts",
      "src/server/features/alpha/aliased.ts",
      "src/server/features/alpha/client.ts",
      "src/server/features/alpha/relative.ts",
      "src/server/features/alpha/seeding.ts",
      "src/server/http/aliased-guard.ts",
      "src/server/http/guard.ts",
      "src/server/papers/probe.ts",
    ]);
    expect(of("suspicious/noImportCycles")).toEqual([
      "src/client/features/alpha/one.ts",
      "src/client/features/beta/two.ts",
      "src/server/lib/x.ts",
      "src/server/lib/y.ts",
    ]);
  }, 60_000);

  it("finds nothing in the real source tree", async () => {
    expect(await lintBoundaries(repo, "src")).toEqual([]);
  }, 120_000);
});
