import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_LEARNERS } from "./demo-learners";

/** Every test file of the repository (unit, API and browser), relative to its root. */
function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [path.relative(process.cwd(), full)] : [];
  });
}

describe("names invented by the tests", () => {
  it("are prefixed Zq-, so none is shared by a seeded demo learner", () => {
    const seeded = new Set(DEMO_LEARNERS.flatMap((l) => [l.firstName, `${l.firstName} ${l.lastName}`]));
    const files = [...testFiles("src"), ...testFiles("tests")];
    expect(files.length).toBeGreaterThan(40);
    const offenders: string[] = [];
    for (const file of files) {
      // the seeder's own test reads the seeded names back on purpose
      if (file === path.join("src", "server", "seed", "seed.test.ts")) continue;
      const text = fs.readFileSync(file, "utf8");
      for (const match of text.matchAll(/\b(?:firstName|given_name):\s*"([^"]*)"/g)) {
        const name = match[1] ?? "";
        if (!name.startsWith("Zq-") || seeded.has(name)) offenders.push(`${file}: ${name}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
