import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BENCH_DIST, log, ROOT } from "./support";

export type LighthouseRun = { performance: number; accessibility: number; report: string };

/**
 * Runs scripts/lighthouse.mjs (Lighthouse 12, mobile, Debian's Chromium) against the bench build
 * `times` times: single runs swing with whatever else the machine does, so the budget is judged on
 * the median, as Lighthouse's own guidance suggests. The median run's report becomes
 * docs/lighthouse.md. Answers the runs sorted by performance score.
 */
export function lighthouseRuns(times: number): LighthouseRun[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-lighthouse-"));
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < times; i++) {
    log(`Lighthouse run ${i + 1} of ${times} on /landing`);
    const json = path.join(dir, `run-${i}.json`);
    const report = path.join(dir, `run-${i}.md`);
    execFileSync(process.execPath, ["scripts/lighthouse.mjs"], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, ABHYAS_DIST: BENCH_DIST, LIGHTHOUSE_JSON: json, LIGHTHOUSE_OUT: report },
    });
    const lhr = JSON.parse(fs.readFileSync(json, "utf8")) as {
      categories: Record<string, { score: number | null }>;
    };
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    runs.push({ performance: score("performance"), accessibility: score("accessibility"), report });
  }
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor(runs.length / 2)];
  if (median) fs.copyFileSync(median.report, path.join(ROOT, "docs", "lighthouse.md"));
  return runs;
}
