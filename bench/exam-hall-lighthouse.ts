import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { type HallFixtures, learnerCookies } from "./exam-hall-fixtures";
import { startHttp2Front } from "./http2-front";
import { log, ROOT } from "./support";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];

type Audit = {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  scoreDisplayMode?: string;
};
type Lhr = {
  lighthouseVersion: string;
  finalDisplayedUrl?: string;
  categories: Record<
    string,
    { title: string; score: number | null; auditRefs: { id: string; weight: number }[] }
  >;
  audits: Record<string, Audit & { details?: { items?: { node?: { snippet?: string } }[] } }>;
  /** benchmarkIndex: how fast this machine ran Lighthouse's own CPU test (higher is faster) */
  environment?: { benchmarkIndex?: number };
};

/**
 * Lighthouse slows the CPU 4x whatever the machine, so the same page scores lower on a slower one:
 * its reports say how fast the machine was, to compare runs on different machines.
 */
export const hostSpeed = (lhr: Lhr) =>
  `this machine's Lighthouse benchmark index ${Math.round(lhr.environment?.benchmarkIndex ?? 0)}`;

export type HallLighthouseRun = { performance: number; accessibility: number; lhr: Lhr };

/** How the second of the hall's Lighthouse measures is served, as its report and the bench row say it. */
export const VIA_HTTP2_FRONT = "through an HTTPS front speaking HTTP/2";

/**
 * Puts the learner in the exam hall as a reload in the middle of the test finds it: the cookies
 * of their sign-in (the session and the signed-in hint), the NTA instructions already accepted
 * (localStorage), and nothing cached (no HTTP cache, no service worker), so Lighthouse (with its
 * storage reset off, which would sign the learner out) still measures a cold load.
 */
async function prepare(port: number, f: HallFixtures): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  await context.addCookies(learnerCookies(f));
  const page = await context.newPage();
  await page.goto(`${f.baseUrl}/api/health`);
  await page.evaluate((key) => localStorage.setItem(key, "1"), `abhyas:nta-ready:${f.jee.attemptId}`);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Storage.clearDataForOrigin", {
    origin: f.baseUrl,
    storageTypes: "cache_storage,service_workers",
  });
  await cdp.send("Network.clearBrowserCache");
  await page.close();
}

async function oneRun(f: HallFixtures, url: string, extraFlags: string[]): Promise<HallLighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROME_FLAGS, ...extraFlags],
  });
  try {
    await prepare(chrome.port, f);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      disableStorageReset: true,
    });
    const lhr = result?.lhr as unknown as Lhr | undefined;
    const score = (id: string) => lhr?.categories[id]?.score;
    const performance = score("performance");
    const accessibility = score("accessibility");
    if (!lhr || performance == null || accessibility == null) throw new Error("Lighthouse gave no score");
    // BENCH_LHR_DIR=/tmp/lhr keeps each run's whole report and its timeline, to read where the time went
    const keep = process.env.BENCH_LHR_DIR;
    if (keep) {
      fs.mkdirSync(keep, { recursive: true });
      const stamp = Date.now();
      fs.writeFileSync(path.join(keep, `exam-hall-${stamp}.json`), JSON.stringify(lhr));
      const trace = (result?.artifacts as { Trace?: unknown } | undefined)?.Trace;
      if (trace) fs.writeFileSync(path.join(keep, `exam-hall-${stamp}.trace.json`), JSON.stringify(trace));
    }
    return {
      performance: Math.round(performance * 100),
      accessibility: Math.round(accessibility * 100),
      lhr,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse 12 (default mobile config: Moto G Power, slow 4G simulated, 4x CPU) on the exam hall of
 * a JEE mock with an attempt in progress, `times` times; a run that fails or gives no score is run
 * again (up to twice), never counted as 0. Answers the runs sorted by performance; the median's
 * report is written to docs/lighthouse-exam-hall.md. With `viaHttp2`, the browser reaches the app
 * through an HTTPS front speaking HTTP/2 (bench/http2-front.ts), as a production deployment's load
 * balancer serves it, and the report goes to docs/lighthouse-exam-hall-http2.md.
 */
export async function examHallLighthouse(
  app: HallFixtures,
  times: number,
  { viaHttp2 = false }: { viaHttp2?: boolean } = {},
): Promise<HallLighthouseRun[]> {
  const front = viaHttp2 ? await startHttp2Front(app.baseUrl) : null;
  const f = front ? { ...app, baseUrl: front.url } : app;
  const extraFlags = front ? ["--ignore-certificate-errors"] : [];
  const url = `${f.baseUrl}/quiz/${f.jee.quizId}`;
  const runs: HallLighthouseRun[] = [];
  const via = front ? " over HTTP/2" : "";
  try {
    for (let i = 0; i < times; i++) {
      for (let attempt = 1; ; attempt++) {
        log(
          `Lighthouse run ${i + 1} of ${times} on the exam hall${via}${attempt > 1 ? ` (again, try ${attempt})` : ""}`,
        );
        try {
          runs.push(await oneRun(f, url, extraFlags));
          break;
        } catch (error) {
          if (attempt >= 3) throw error;
          log(`the run failed: ${String(error).split("\n")[0]}`);
        }
      }
    }
  } finally {
    front?.close();
  }
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor(runs.length / 2)];
  if (median) {
    fs.writeFileSync(
      path.join(ROOT, "docs", front ? "lighthouse-exam-hall-http2.md" : "lighthouse-exam-hall.md"),
      report(
        median.lhr,
        runs,
        front
          ? `${VIA_HTTP2_FRONT} (bench/http2-front.ts), as a production deployment's TLS load balancer serves it`
          : "straight from the app over HTTP/1.1 on loopback",
      ),
    );
    // what Lighthouse saw at the end, to check it measured the hall (not a sign-in or the instructions)
    const shot = (median.lhr.audits["final-screenshot"]?.details as { data?: string } | undefined)?.data;
    const dir = path.join(ROOT, "test-results", "screenshots");
    if (shot) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(
        path.join(dir, front ? "lighthouse-exam-hall-http2-final.jpg" : "lighthouse-exam-hall-final.jpg"),
        Buffer.from(shot.split(",")[1] ?? "", "base64"),
      );
    }
  }
  return runs;
}

function failing(lhr: Lhr, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a): a is NonNullable<typeof a> =>
      Boolean(a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "notApplicable"),
    )
    .map((a) => {
      const nodes = (a.details?.items ?? [])
        .slice(0, 3)
        .map((item) => item.node?.snippet)
        .filter(Boolean)
        .map((s) => `\`${String(s).replaceAll("|", "\\|").slice(0, 120)}\``);
      return `${a.id} (${Math.round((a.score ?? 0) * 100)}): ${a.title}${a.displayValue ? `, ${a.displayValue}` : ""}${nodes.length ? `; ${nodes.join(" / ")}` : ""}`;
    });
}

function bootup(lhr: Lhr): string {
  const items = (
    (
      lhr.audits["bootup-time"]?.details as
        | { items?: { url: string; total: number; scripting: number }[] }
        | undefined
    )?.items ?? []
  )
    .slice(0, 4)
    .map(
      (i) =>
        `${i.url.replace(/^https?:\/\/[^/]+/, "")} ${Math.round(i.total)} ms (scripting ${Math.round(i.scripting)} ms)`,
    );
  return items.join("; ") || "n/a";
}

function report(lhr: Lhr, runs: HallLighthouseRun[], served: string): string {
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? "n/a";
  return [
    "# Lighthouse audit of the exam hall",
    "",
    `Written by \`npm run bench\` (bench/exam-hall-lighthouse.ts): Lighthouse ${lhr.lighthouseVersion}, Debian's Chromium headless, default mobile config (emulated Moto G Power, simulated slow 4G, 4x CPU slowdown), on the NTA exam hall of the demo JEE Main mock with an attempt in progress (a signed-in learner who accepted the instructions; HTTP cache and service worker cleared before each run), served ${served}. Median of ${runs.length} runs by performance (runs: ${runs.map((r) => `${r.performance}/${r.accessibility}`).join(", ")}, performance/accessibility); ${hostSpeed(lhr)}.`,
    "",
    "| Category | Score |",
    "| --- | --- |",
    ...Object.values(lhr.categories).map((c) => `| ${c.title} | ${Math.round((c.score ?? 0) * 100)} |`),
    "",
    "| Metric (simulated) | Value |",
    "| --- | --- |",
    ...[
      ["first-contentful-paint", "First Contentful Paint"],
      ["largest-contentful-paint", "Largest Contentful Paint"],
      ["total-blocking-time", "Total Blocking Time"],
      ["cumulative-layout-shift", "Cumulative Layout Shift"],
      ["speed-index", "Speed Index"],
    ].map(([id, label]) => `| ${label} | ${metric(id ?? "")} |`),
    "",
    `Final URL: ${lhr.finalDisplayedUrl ?? "n/a"}. Where the main thread went (bootup-time, the top scripts): ${bootup(lhr)}.`,
    "",
    "## Audits that did not pass",
    "",
    ...Object.keys(lhr.categories).flatMap((id) => {
      const list = failing(lhr, id);
      return [`- ${lhr.categories[id]?.title}: ${list.length ? "" : "none"}`, ...list.map((l) => `  - ${l}`)];
    }),
    "",
  ].join("\n");
}
