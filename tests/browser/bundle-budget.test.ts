import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANDING_JS_BUDGET_BYTES, landingFirstViewJs, lazyOnlyInFirstView } from "../../bench/landing-js";
import { DIST_DIR } from "./support";

const clientDir = path.join(DIST_DIR, "client");

describe("landing page first-view JavaScript", () => {
  it("stays within 150 KB gzipped: the entry, the landing route and their static imports", () => {
    const { files, totalGzipBytes } = landingFirstViewJs(clientDir);
    const entryHtml = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
    // the manifest's entry is the module index.html loads
    expect(files.some((f) => entryHtml.includes(`/${f.file}`))).toBe(true);
    expect(files.some((f) => f.file.includes("landing-page"))).toBe(true);
    expect(totalGzipBytes, files.map((f) => `${f.file} ${f.gzipBytes}`).join("\n")).toBeLessThanOrEqual(
      LANDING_JS_BUDGET_BYTES,
    );
  });

  it("leaves admin, charts, KaTeX and zod to the pages that need them", () => {
    expect(lazyOnlyInFirstView(clientDir)).toEqual([]);
    for (const { file } of landingFirstViewJs(clientDir).files) {
      const code = fs.readFileSync(path.join(clientDir, file), "utf8");
      expect(code, `${file} carries KaTeX`).not.toMatch(/katex-display/);
      expect(code, `${file} carries recharts`).not.toMatch(/recharts-wrapper/);
      expect(code, `${file} carries zod`).not.toMatch(/ZodError/);
    }
  });
});
