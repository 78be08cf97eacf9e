import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const CLIENT = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith(".") ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `new Intl.X(` outside any function: at the top level of a module (no indentation). */
const TOP_LEVEL_INTL = /^(?:export\s+)?(?:const|let|var)\s+\w+[^=\n]*=\s*new Intl\.\w+\(/m;

describe("the client's Intl formatters", () => {
  // A browser's first date formatter with a time zone loads the zone data: 100-200 ms of a slow
  // phone's main thread. Made when a module loads, it is paid by every page that imports the module,
  // shown or not (the exam hall paid it for key-change notes it had none of).
  it("are made on first use, never when a module loads", () => {
    const offenders = sourceFiles(CLIENT).filter((file) =>
      TOP_LEVEL_INTL.test(fs.readFileSync(file, "utf8")),
    );
    expect(offenders.map((f) => path.relative(CLIENT, f))).toEqual([]);
  });

  it("would catch one made at a module's top level", () => {
    expect(TOP_LEVEL_INTL.test('const dayFormat = new Intl.DateTimeFormat("en-GB", {\n')).toBe(true);
    expect(TOP_LEVEL_INTL.test('  dayFormat ??= new Intl.DateTimeFormat("en-GB", {\n')).toBe(false);
  });
});
