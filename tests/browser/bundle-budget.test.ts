import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  EXAM_HALL_JS_BUDGET_BYTES,
  examHallFirstViewJs,
  LANDING_JS_BUDGET_BYTES,
  landingFirstViewJs,
  lazyOnlyInFirstView,
  PROGRESS_PAGE_JS_BUDGET_BYTES,
  routeOwnJs,
} from "../../bench/landing-js";
import { keyOfSource, readManifest, staticClosure } from "../../src/server/http/build-manifest";
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

describe("exam hall first-load JavaScript (a JEE mock in the NTA interface)", () => {
  it("carries no KaTeX, charts, admin code or the other halls: the server typesets the math", () => {
    const { files } = examHallFirstViewJs(clientDir);
    expect(files.some((f) => f.file.includes("quiz-page"))).toBe(true);
    for (const { file } of files) {
      const code = fs.readFileSync(path.join(clientDir, file), "utf8");
      expect(code, `${file} carries KaTeX`).not.toMatch(/katex-display|renderToString/);
      expect(code, `${file} carries recharts`).not.toMatch(/recharts-wrapper/);
      expect(code, `${file} carries the admin panel`).not.toMatch(/Item analysis/);
      expect(code, `${file} carries the OMR booklet`).not.toMatch(/End of the question booklet/);
    }
  });

  it("has the entry, the shared code, the quiz page and the halls compiled as they stream in, not at the first tap", () => {
    const entry = examHallFirstViewJs(clientDir).files.filter((f) =>
      /\/(index|shared|quiz-page)-/.test(f.file),
    );
    const halls = fs
      .readdirSync(path.join(clientDir, "assets"))
      .filter((f) => /^(nta-question-paper|omr-view|tcs-view)-.*\.js$/.test(f));
    expect(entry).toHaveLength(3);
    expect(halls).toHaveLength(3);
    for (const file of [...entry.map((f) => f.file), ...halls.map((f) => `assets/${f}`)]) {
      const code = fs.readFileSync(path.join(clientDir, file), "utf8");
      expect(code.startsWith("//# allFunctionsCalledOnLoad\n"), file).toBe(true);
    }
    // and only those: a page that is not the hall compiles lazily as before
    const admin = fs.readdirSync(path.join(clientDir, "assets")).find((f) => /^admin-page-.*\.js$/.test(f));
    expect(admin, "the admin panel's chunk").toBeDefined();
    expect(fs.readFileSync(path.join(clientDir, "assets", admin ?? ""), "utf8")).not.toContain(
      "allFunctionsCalledOnLoad",
    );
  });

  it(`stays within the ${EXAM_HALL_JS_BUDGET_BYTES / 1024} KB gzipped budget`, () => {
    const { files, totalGzipBytes } = examHallFirstViewJs(clientDir);
    expect(totalGzipBytes, files.map((f) => `${f.file} ${f.gzipBytes}`).join("\n")).toBeLessThanOrEqual(
      EXAM_HALL_JS_BUDGET_BYTES,
    );
  });
});

describe("first-load requests", () => {
  // each file is a request: over HTTP/1.1 a phone opens six at a time and waits a round trip for each
  it("brings the code the landing page and the exam hall share in one file, not a file per module", () => {
    const landing = landingFirstViewJs(clientDir).files;
    const hall = examHallFirstViewJs(clientDir).files;
    const both = landing.filter((f) => hall.some((h) => h.file === f.file)).map((f) => f.file);
    expect(
      both.some((f) => /\/shared-/.test(f)),
      both.join("\n"),
    ).toBe(true);
    // the entry, the shared code and Rolldown's runtime
    expect(both, both.join("\n")).toHaveLength(3);
    expect(hall.length, hall.map((f) => f.file).join("\n")).toBeLessThanOrEqual(15);
  });
});

describe("progress page JavaScript", () => {
  it(`adds at most ${PROGRESS_PAGE_JS_BUDGET_BYTES / 1024} KB gzipped to the entry and the shared layout, charts included`, () => {
    const { files, totalGzipBytes } = routeOwnJs(clientDir, "features/progress/progress-page.tsx");
    expect(totalGzipBytes, files.map((f) => `${f.file} ${f.gzipBytes}`).join("\n")).toBeLessThanOrEqual(
      PROGRESS_PAGE_JS_BUDGET_BYTES,
    );
  });
});

describe("what every page loads once the phone is idle", () => {
  // The vitals beacon and the service worker's registration load on every page, the exam hall's
  // included, when the phone is first idle: evaluating zod there was a long task a first tap waited on.
  it.each(["lib/web-vitals-beacon.ts", "features/pwa/register-sw.ts"])("%s carries no zod", (source) => {
    const manifest = readManifest(clientDir);
    const key = keyOfSource(manifest, source);
    expect(key, `${source} is not in the build`).toBeDefined();
    const files = [...staticClosure(manifest, [key ?? ""])].map((k) => manifest[k]?.file ?? "");
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const code = fs.readFileSync(path.join(clientDir, file), "utf8");
      expect(code, `${file} carries zod`).not.toMatch(/ZodError/);
    }
  });
});
