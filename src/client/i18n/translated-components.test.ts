import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findLiteralStrings } from "@/test-support/literal-strings";
import notYetTranslated from "./not-yet-translated.json";

const CLIENT = "src/client";

function clientSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [full.split(path.sep).join("/")]
      : [];
  });
}

const literalsIn = (file: string) => findLiteralStrings(file, fs.readFileSync(file, "utf8"));

describe("every word a user reads comes from the catalogues", () => {
  const pending = new Set<string>(notYetTranslated);

  it("no component outside the shrinking not-yet-translated list writes English directly", () => {
    const offenders = clientSources(CLIENT)
      .filter((file) => !pending.has(file))
      .flatMap((file) => literalsIn(file).map((l) => `${file}:${l.line} "${l.text}"`));
    expect(offenders).toEqual([]);
  });

  it("the not-yet-translated list names only files that still have English in them", () => {
    const done = [...pending].filter((file) => !fs.existsSync(file) || literalsIn(file).length === 0);
    expect(done, "translated now: take these off src/client/i18n/not-yet-translated.json").toEqual([]);
  });
});

describe("findLiteralStrings", () => {
  it("finds JSX text, read attributes and on-screen properties, and nothing from catalogues", () => {
    const source = `
      const toast = { title: "Saved", variant: "default" };
      export const A = () => (
        <div className="p-4" data-testid="x" aria-label="Close dialog">
          Hello there {t("greeting")}
          <img alt={"A chart"} src="/a.png" />
          <input placeholder={t("name")} />
          {" "}
        </div>
      );`;
    expect(findLiteralStrings("a.tsx", source).map((l) => l.text)).toEqual([
      "Saved",
      "Close dialog",
      "Hello there",
      "A chart",
    ]);
  });
});
